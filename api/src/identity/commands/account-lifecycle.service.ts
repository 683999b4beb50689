import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, ROLES, type RoleName } from '@stages/contracts';
import type { Sql, SqlDatabase } from '@stages/projections';
import { DomainError } from '../../platform/domain-error.js';
import { DATABASE } from '../../platform/tokens.js';
import type { Authentication } from '../sessions/session.service.js';
import { UsersRepository, type UserRecord } from '../persistence/users.repository.js';

/** Choosing a type once, and leaving for good. */
@Injectable()
export class AccountLifecycleService {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Gives the user a role and creates the matching profile in one transaction; refused when
   * the user already has a role (two tabs finishing at once, say).
   */
  async finalize(
    user: UserRecord,
    role: Exclude<RoleName, 'administrator'>,
    createProfile: (tx: Sql) => Promise<unknown>,
  ): Promise<UserRecord> {
    await this.db.transaction(async (tx) => {
      if (!(await this.users.assignRole(user.id, ROLES[role], tx))) {
        throw new DomainError(ErrorCode.alreadyHasRole, 'This account already has a type.', 403);
      }
      await createProfile(tx);
    });
    return (await this.users.findById(user.id))!;
  }

  /**
   * Erases the account and its profile (their tables cascade from users). The events it took
   * part in stay: they hold its id, never its details. The user confirms by typing their
   * e-mail address.
   */
  async delete({ user }: Authentication, confirmation: string) {
    if (confirmation.toLowerCase() !== user.email.toLowerCase()) {
      throw new DomainError(
        ErrorCode.deletionNotConfirmed,
        'Type the account e-mail address to confirm the deletion.',
        400,
        { confirmation: ErrorCode.deletionNotConfirmed },
      );
    }
    await this.users.delete(user.id);
  }
}
