import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import { BackgroundWork } from '../../platform/background-work.js';
import { DomainError } from '../../platform/domain-error.js';
import { RateLimitedError, RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { CONFIG, DATABASE } from '../../platform/tokens.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { renderMail } from '../../platform/mail/templates.js';
import { OneTimeKeys } from '../persistence/one-time-keys.js';
import { hashPassword } from '../domain/passwords.js';
import type { Authentication } from '../sessions/session.service.js';
import { SessionService } from '../sessions/session.service.js';
import { UsersRepository, type UserRecord } from '../persistence/users.repository.js';

const HOUR = 60 * 60;
export const RESET_MAIL_SPACING_SECONDS = 5 * 60;

/**
 * Signs in with Google or Microsoft only, which vouched for the address: there is no password
 * to reset. An address no provider vouched for can still be taken back by e-mail.
 */
const socialOnly = (user: UserRecord) => user.passwordHash === null && user.emailVerified;

/** Changing a password, and resetting a forgotten one through an e-mailed link. */
@Injectable()
export class PasswordService {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly users: UsersRepository,
    private readonly keys: OneTimeKeys,
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    @Inject(CONFIG) private readonly config: Config,
    private readonly background: BackgroundWork,
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
  async requestReset(email: string, network: string) {
    // Per network, so that strangers asking for the owner's address never use the owner's
    // own allowance up; the owner's inbox is protected by the spacing of the mails below.
    await this.limiter.attempt(
      { bucket: `reset:ip:${network}`, limit: 30, windowSeconds: HOUR },
      { bucket: `reset:account:${email}:${network}`, limit: 5, windowSeconds: HOUR },
    );
    const user = await this.users.findByEmail(email);
    // Not awaited: the answer must not take longer for an address that has an account.
    if (user) {
      this.background.run('send the password reset e-mail', () => this.#mailReset(user), {
        user_id: user.id,
      });
    }
  }

  /** The link to set a password; a Google or Microsoft account is told how it signs in instead. */
  async #mailReset(user: UserRecord) {
    if (!(await this.#mayMail(user))) return;
    const social = socialOnly(user);
    const link = social
      ? `${this.config.publicUrl}/auth/login`
      : `${this.config.publicUrl}/password-reset/${user.id}/${await this.keys.issueReset(user.id)}`;
    await this.mailer.send({
      to: user.email,
      link,
      ...renderMail(social ? 'password_reset_social' : 'password_reset', user.language, {
        name: user.firstName,
        link,
      }),
    });
  }

  /**
   * One reset mail every few minutes at most, however many networks ask: the link of the last
   * one still works for an hour, so the owner loses nothing, and nobody can flood an inbox.
   */
  async #mayMail(user: UserRecord) {
    try {
      await this.limiter.attempt({
        bucket: `reset:mail:${user.id}`,
        limit: 1,
        windowSeconds: RESET_MAIL_SPACING_SECONDS,
      });
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  }

  /**
   * Sets the password from a reset link: the token works once, within the hour. Having read
   * the e-mail proves the address too. Every session of the user is signed out.
   */
  async confirmReset(userId: string, token: string, newPassword: string, network: string) {
    await this.limiter.attempt({
      bucket: `reset-confirm:ip:${network}`,
      limit: 30,
      windowSeconds: HOUR,
    });
    const user = await this.users.findById(userId);
    if (user && socialOnly(user)) {
      throw new DomainError(
        ErrorCode.passwordResetForbidden,
        'This account signs in with Google or Microsoft and has no password to reset.',
        403,
      );
    }
    const invalid = new DomainError(
      ErrorCode.passwordResetInvalidToken,
      'This reset link is unknown, used or expired.',
      400,
    );
    // The token is checked before the costly hash, and consumed with the change.
    if (!user || !(await this.keys.isLiveReset(user.id, token))) throw invalid;
    const hash = await hashPassword(newPassword);
    const done = await this.db.transaction(async (tx) => {
      if (!(await this.keys.consumeReset(user.id, token, tx))) return false;
      await this.users.setPassword(user.id, hash, tx);
      // Reading the e-mail proves the address: a provider's link that had not proven it goes.
      if (!user.emailVerified) await this.users.unlinkIdentities(user.id, tx);
      await this.users.markEmailVerified(user.id, tx);
      await this.sessions.revokeAllOf(user.id, null, tx);
      return true;
    });
    if (!done) throw invalid;
  }
}
