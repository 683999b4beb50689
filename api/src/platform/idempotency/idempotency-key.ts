export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** How long a key keeps its answer, and a command its events' claim to be a replay. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Keys are chosen by clients (typically a UUID): printable ASCII, at most 255 characters. */
export function isValidIdempotencyKey(key: string) {
  return /^[\x21-\x7e]{1,255}$/.test(key);
}
