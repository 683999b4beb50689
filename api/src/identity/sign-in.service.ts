import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stages/contracts';
import { DomainError } from '../platform/domain-error.js';
import { RateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { decoyPasswordHash, verifyPassword } from './passwords.js';
import { SessionService, type IssuedSession } from './sessions/session.service.js';
import { UsersRepository, type UserRecord } from './users.repository.js';

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

/** Signing in with an e-mail address and a password. */
@Injectable()
export class SignInService {
  constructor(
    @Inject(UsersRepository) private readonly users: UsersRepository,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  /**
   * One answer for a wrong address and a wrong password, given in the same time. An account
   * whose address is not confirmed yet signs in, and sees `verified: false`: it can then ask for
   * the confirmation e-mail again.
   */
  async signIn(
    credentials: { email: string; password: string; remember?: boolean | undefined },
    network: string,
  ): Promise<{ user: UserRecord; session: IssuedSession }> {
    // Failures per account are counted per network, so that a stranger's wrong guesses do not
    // lock the owner out; the wider count bounds guessing spread over many networks.
    const failures = [
      {
        bucket: `login:account:${credentials.email}:${network}`,
        limit: 10,
        windowSeconds: FIFTEEN_MINUTES,
      },
      { bucket: `login:account:${credentials.email}`, limit: 50, windowSeconds: HOUR },
    ];
    await this.limiter.attempt({
      bucket: `login:ip:${network}`,
      limit: 100,
      windowSeconds: FIFTEEN_MINUTES,
    });
    await this.limiter.check(...failures);
    const user = await this.users.findByEmail(credentials.email);
    const matches = await verifyPassword(
      credentials.password,
      user?.passwordHash ?? (await decoyPasswordHash()),
    );
    if (!user?.passwordHash || !matches) {
      await this.limiter.record(...failures);
      throw new DomainError(ErrorCode.invalidCredentials, 'Wrong e-mail address or password.', 400);
    }
    const session = await this.sessions.start(user.id, credentials.remember ?? false);
    return { user, session };
  }
}
