import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** The session. */
  readonly sid: string;
  /** The user. */
  readonly uid: string;
  /** Expiry, in seconds since the epoch. */
  readonly exp: number;
}

const VERSION = 'v1';

function signature(payload: string, secret: string) {
  return createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest('base64url');
}

/** A short-lived token naming the session: `v1.<payload>.<HMAC-SHA256>`. */
export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${VERSION}.${payload}.${signature(payload, secret)}`;
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyAccessToken(
  token: string,
  secret: string,
  now = Date.now(),
): AccessClaims | null {
  const claims = signedAccessClaims(token, secret);
  return claims && unexpired(claims, now) ? claims : null;
}

export const unexpired = (claims: AccessClaims, now = Date.now()) => claims.exp * 1000 > now;

/** The claims of a well-signed token, expired or not; null for anything else. */
export function signedAccessClaims(token: string, secret: string): AccessClaims | null {
  const [version, payload, mac] = token.split('.');
  if (version !== VERSION || !payload || !mac) return null;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as AccessClaims;
    if (typeof claims.sid !== 'string' || typeof claims.uid !== 'string') return null;
    return typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}
