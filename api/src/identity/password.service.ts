import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../config/config.js';
import type { AppLogger } from '../infrastructure/logging.js';
import { DomainError } from '../platform/domain-error.js';
import { RateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { CONFIG, DATABASE, LOGGER } from '../platform/tokens.js';
import { Mailer } from './mail/mailer.js';
import { renderMail } from './mail/templates.js';
import { OneTimeKeys } from './one-time-keys.js';
import { hashPassword } from './passwords.js';
import type { Authentication } from './sessions/session.service.js';
import { SessionService } from './sessions/session.service.js';
import { UsersRepository } from './users.repository.js';

const HOUR = 60 * 60;

/** Changing a password, and resetting a forgotten one through an e-mailed link. */
@Injectable()
export class PasswordService {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(OneTimeKeys) private readonly keys: OneTimeKeys,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(Mailer) private readonly mailer: Mailer,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  /** Sets a new password; every other session of the user is signed out. */
  async change({ user, sessionId }: Authentication, newPassword: string) {
    const hash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await this.users.setPassword(user.id, hash, tx);
      await this.sessions.revokeAllOf(user.id, sessionId, tx);
    });
  }

  /**
   * Mails a reset link when the address has an account, and answers the same either way, so the
   * answer tells nobody whether an address is registered.
   */
  async requestReset(email: string, clientAddress: string) {
    await this.limiter.attempt(
      { bucket: `reset:ip:${clientAddress}`, limit: 30, windowSeconds: HOUR },
      { bucket: `reset:account:${email}`, limit: 5, windowSeconds: HOUR },
    );
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = await this.keys.issueReset(user.id);
    const link = `${this.config.publicUrl}/password-reset/${user.id}/${token}`;
    const socialOnly = user.passwordHash === null;
    try {
      await this.mailer.send({
        to: user.email,
        link: socialOnly ? `${this.config.publicUrl}/auth/login` : link,
        ...renderMail(socialOnly ? 'password_reset_social' : 'password_reset', user.language, {
          name: user.firstName,
          link: socialOnly ? `${this.config.publicUrl}/auth/login` : link,
        }),
      });
    } catch (error) {
      this.logger.error('Could not send the password reset e-mail', {
        user_id: user.id,
        error: String(error),
      });
    }
  }

  /**
   * Sets the password from a reset link: the token works once, within the hour. Having read
   * the e-mail proves the address too. Every session of the user is signed out.
   */
  async confirmReset(userId: string, token: string, newPassword: string) {
    const user = /^[0-9a-f-]{36}$/i.test(userId) ? await this.users.findById(userId) : null;
    if (user && user.passwordHash === null) {
      throw new DomainError(
        ErrorCode.passwordResetForbidden,
        'This account signs in with Google or Microsoft and has no password to reset.',
        403,
      );
    }
    const hash = await hashPassword(newPassword);
    const done =
      user !== null &&
      (await this.db.transaction(async (tx) => {
        if (!(await this.keys.consumeReset(user.id, token, tx))) return false;
        await this.users.setPassword(user.id, hash, tx);
        await this.users.markEmailVerified(user.id, tx);
        await this.sessions.revokeAllOf(user.id, null, tx);
        return true;
      }));
    if (!done) {
      throw new DomainError(
        ErrorCode.passwordResetInvalidToken,
        'This reset link is unknown, used or expired.',
        400,
      );
    }
  }
}
