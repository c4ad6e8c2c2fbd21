import type { Queryable } from '../../db/database';
import { randomToken } from '../../accounts/secrets';

/** The sandbox merchant account's sign-in name (its password is one of the keys). */
export const SANDBOX_ACCOUNT_EMAIL = 'merchant@sandbox-pay.invalid';

/**
 * The sandbox provider's API key, IPN secret, merchant account password and the key its bearer tokens
 * are signed with: made by the first process of a database, kept in it.
 */
export interface SandboxKeys {
  apiKey: string;
  ipnSecret: string;
  accountPassword: string;
  tokenSecret: string;
}

async function loadOrCreate(db: Queryable, name: string): Promise<string> {
  // Insert-if-absent, then read back: two processes starting at once agree on one value.
  await db.query('INSERT INTO sandbox_pay_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomToken(32)]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM sandbox_pay_keys WHERE name = $1', [name]);
  if (!row) throw new Error(`the sandbox key ${name} could not be stored`);
  return row.value;
}

export async function loadSandboxKeys(db: Queryable): Promise<SandboxKeys> {
  return {
    apiKey: await loadOrCreate(db, 'api-key'),
    ipnSecret: await loadOrCreate(db, 'ipn-secret'),
    accountPassword: await loadOrCreate(db, 'account-password'),
    tokenSecret: await loadOrCreate(db, 'token-secret'),
  };
}
