import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header NOWPayments (and the sandbox) put the notification's signature in. */
export const SIGNATURE_HEADER = 'x-nowpayments-sig';

/** No real notification comes close; a deeper one is refused rather than sorted. */
const MAX_NOTIFICATION_DEPTH = 32;

/**
 * The value with the keys of every object sorted, at every depth (arrays keep their order). Own
 * properties are defined, never assigned, so a `__proto__` key stays a plain key.
 */
export function sortKeysDeep(value: unknown, depth = 0): unknown {
  if (depth > MAX_NOTIFICATION_DEPTH) throw new RangeError('notification nested too deeply');
  if (Array.isArray(value)) return value.map((item) => sortKeysDeep(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => [key, sortKeysDeep((value as Record<string, unknown>)[key], depth + 1)] as const);
    return Object.fromEntries(entries);
  }
  return value;
}

/** NOWPayments' IPN signature: HMAC-SHA512 (hex) with the IPN secret over the JSON of the body with sorted keys. */
export function signNotification(body: unknown, secret: string): string {
  return createHmac('sha512', secret).update(JSON.stringify(sortKeysDeep(body)), 'utf8').digest('hex');
}

/** Whether `signature` is the body's signature, compared in constant time. */
export function verifyNotification(body: unknown, signature: string | undefined, secret: string): boolean {
  if (!signature || !secret) return false;
  let signed: string;
  try {
    signed = signNotification(body, secret);
  } catch {
    return false;
  }
  const expected = Buffer.from(signed, 'hex');
  const given = /^[0-9a-f]+$/i.test(signature.trim()) ? Buffer.from(signature.trim(), 'hex') : Buffer.alloc(0);
  // Lengths are public (a SHA-512 is 64 bytes); only equal-length buffers can be compared.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
