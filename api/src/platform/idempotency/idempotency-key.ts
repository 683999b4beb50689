export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** Keys are chosen by clients (typically a UUID): printable ASCII, at most 255 characters. */
export function isValidIdempotencyKey(key: string) {
  return /^[\x21-\x7e]{1,255}$/.test(key);
}
