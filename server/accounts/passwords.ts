import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane); these are also the library's defaults,
 * spelled out so a library upgrade cannot weaken them silently.
 */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The test suites' cost (PASSWORD_HASH_COST=test, set by vitest.config.ts and the Playwright
 * server): the same argon2id at 1 MiB and 1 pass, ~30 times cheaper, since the suites hash and
 * verify passwords thousands of times and test what is done with a hash, not its cost. Any other
 * value, or none, is the production cost above; with NODE_ENV=production the switch is ignored, so a
 * stray test setting cannot weaken a deployed server's hashes.
 */
export const TEST_PASSWORD_HASH_OPTIONS = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function passwordHashOptions(env: Record<string, string | undefined> = process.env) {
  return env.PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'production' ? TEST_PASSWORD_HASH_OPTIONS : PASSWORD_HASH_OPTIONS;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions());
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A stored hash argon2 cannot read matches no password: the same answer as a wrong one.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of one real verification for an account that does not exist (or has no password),
 * so the answer time does not tell whether an email is registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not the password of anyone');
  await verifyPassword(await dummyHash, password);
  return false;
}
