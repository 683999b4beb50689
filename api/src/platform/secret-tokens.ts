import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link or a cookie: 256 bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as their hash: a leaked table opens no account. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
