import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/** scrypt, memory-hard: 32 MiB and about a tenth of a second per hash on a small server. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * Hashes run one a core at most, the others waiting their turn: more at once would not end
 * sooner, and each holds its 32 MiB meanwhile (a burst of sign-ups on Node's four threads held
 * 128 MiB).
 */
const oneHashACore = pLimit(availableParallelism());

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return oneHashACore(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { ...options, maxmem: 256 * 1024 * 1024 },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$key`, the parameters kept so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | null = null;

/**
 * A hash to check when the e-mail address is unknown, so that a wrong address takes as long as a
 * wrong password and the answer time tells nothing.
 */
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
