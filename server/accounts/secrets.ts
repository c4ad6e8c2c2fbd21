import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret for links and refresh tokens (256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, so a leaked table grants nothing. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}
