import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type Language, type RegistrationRequest } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { DomainError } from '../../platform/domain-error.js';
import { answerWithin, type AnswerKey } from '../../platform/idempotency/answer-within.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { CONFIG, DATABASE, LOGGER } from '../../platform/tokens.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { renderMail } from '../../platform/mail/templates.js';
import { OneTimeKeys } from '../persistence/one-time-keys.js';
import { hashPassword } from '../domain/passwords.js';
import { SessionService, type IssuedSession } from '../sessions/session.service.js';
import { UsersRepository, type UserRecord } from '../persistence/users.repository.js';
import { CurrentUserAnswer } from '../queries/current-user.js';

const HOUR = 60 * 60;

/** Creating an account, and proving its e-mail address. */
@Injectable()
export class RegistrationService {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly users: UsersRepository,
    private readonly keys: OneTimeKeys,
    private readonly sessions: SessionService,
    private readonly currentUser: CurrentUserAnswer,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  /**
   * Creates the account, signs it in (unconfirmed, so that it can ask for the e-mail again) and
   * sends the confirmation link in the user's language.
   */
  async register(
    form: z.output<typeof RegistrationRequest>,
    language: Language,
    network: string,
    answerKey: AnswerKey | null,
  ): Promise<{ user: UserRecord; session: IssuedSession }> {
    await this.limiter.attempt({
      bucket: `register:ip:${network}`,
      limit: 20,
      windowSeconds: HOUR,
    });
    const passwordHash = await hashPassword(form.password1);
    // The account, its session and the request's answer commit together. A retry with the
    // Idempotency-Key gets the answer again, but not the session's cookies: tokens are kept
    // nowhere but in the first answer, so that client signs in.
    const { user, session } = await this.db.transaction(async (tx) => {
      const created = await this.users.create(
        {
          email: form.email,
          passwordHash,
          firstName: form.first_name,
          lastName: form.last_name,
          language,
          emailVerified: false,
          socialAccount: false,
          accountType: form.account_type ?? null,
        },
        tx,
      );
      if (!created) {
        throw new DomainError(
          ErrorCode.emailExists,
          'An account with this e-mail address exists.',
          409,
          {
            email: ErrorCode.emailExists,
          },
        );
      }
      await answerWithin(tx, await this.currentUser.of(created), answerKey);
      return { user: created, session: await this.sessions.start(created.id, false, tx) };
    });
    await this.#sendConfirmation(user);
    return { user, session };
  }

  /** Confirms the address a key was sent to, if it is still the account's address. */
  async confirm(key: string) {
    const confirmed = await this.keys.consumeConfirmation(key);
    const user = confirmed && (await this.users.findById(confirmed.userId));
    if (!user || user.email !== confirmed.email) {
      throw new DomainError(
        ErrorCode.confirmFailed,
        'This confirmation link is unknown, used or expired.',
        400,
      );
    }
    await this.users.markEmailVerified(user.id);
  }

  async resend(user: UserRecord) {
    if (user.emailVerified) {
      throw new DomainError(ErrorCode.alreadyConfirmed, 'This address is already confirmed.', 409);
    }
    await this.limiter.attempt({
      bucket: `confirm:account:${user.id}`,
      limit: 5,
      windowSeconds: HOUR,
    });
    await this.#sendConfirmation(user);
  }

  /**
   * Sends the link. Should mail fail, the account stays created: the user asks again with the
   * resend link, and the failure is logged.
   */
  async #sendConfirmation(user: UserRecord) {
    const key = await this.keys.issueConfirmation(user.id, user.email);
    const link = `${this.config.publicUrl}/account-email-confirmation/${key}`;
    try {
      await this.mailer.send({
        to: user.email,
        link,
        ...renderMail('confirm_email', user.language, { name: user.firstName, link }),
      });
    } catch (error) {
      this.logger.error('Could not send the confirmation e-mail', {
        user_id: user.id,
        error: String(error),
      });
    }
  }
}
