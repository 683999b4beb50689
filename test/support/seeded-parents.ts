import type { SqlDatabase } from '@stages/projections';
import { loadConfig } from '../../api/src/config/config.js';
import { AccountLifecycleService } from '../../api/src/identity/commands/account-lifecycle.service.js';
import { hashPassword } from '../../api/src/identity/domain/passwords.js';
import { UsersRepository } from '../../api/src/identity/persistence/users.repository.js';
import { SessionService } from '../../api/src/identity/sessions/session.service.js';
import { ParentsRepository } from '../../api/src/families/persistence/parents.repository.js';
import { inBatches } from './in-batches.js';

export interface SeededParent {
  readonly id: string;
  readonly email: string;
  /** The cookies signing in leaves in a browser. */
  readonly cookies: Record<string, string>;
}

/**
 * Confirmed, signed-in parents, written by the app's own repositories and services as the
 * registration, confirmation, parent finalisation and sign-in endpoints write them, on the
 * database a server runs on. What it skips is the slow part only: a scrypt hash per account
 * (one hash is shared) and the confirmation mail's round trip, which the identity tests cover.
 * The server accepts these sessions because they are signed with the key it keeps in the
 * database (`app_secrets`).
 */
export async function seedParents(
  db: SqlDatabase,
  count: number,
  { label = 'seeded', concurrency = 8 } = {},
): Promise<SeededParent[]> {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  const users = new UsersRepository(db);
  const accounts = new AccountLifecycleService(db, users);
  const parents = new ParentsRepository(db);
  const sessions = new SessionService(db, config, users);
  const passwordHash = await hashPassword('Kamp-zomer-2027');
  const stamp = Date.now();
  return inBatches(Array.from({ length: count }), concurrency, async (_, index) => {
    const user = await users.create({
      email: `${label}.${index}.${stamp}@example.be`,
      passwordHash,
      firstName: 'Ann',
      lastName: 'Peeters',
      language: 'fr',
      emailVerified: true,
      socialAccount: false,
    });
    if (!user) throw new Error('The seeded address is taken');
    await accounts.finalize(user, 'parent', (tx) => parents.create(tx, { userId: user.id }));
    const session = await sessions.start(user.id, false);
    return {
      id: user.id,
      email: user.email,
      cookies: { stages_access: session.accessToken, stages_signed_in: '1' },
    };
  });
}
