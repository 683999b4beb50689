import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@stages/contracts';
import { DomainError } from '../../platform/domain-error.js';
import {
  RateLimiter,
  type PacedLimit,
  type TakenAttempt,
} from '../../platform/rate-limit/rate-limiter.js';
import { hashToken } from '../../platform/secret-tokens.js';
import { decoyPasswordHash, verifyPassword } from '../domain/passwords.js';
import { KnownDevices } from '../sessions/known-devices.js';
import { SessionService, type IssuedSession } from '../sessions/session.service.js';
import { UsersRepository, type UserRecord } from '../persistence/users.repository.js';

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

/** Wrong passwords a browser the account signed in from before may make, on its own. */
const KNOWN_DEVICE_FAILURES = 10;
/** Wrong passwords from one network, for one account. */
const NETWORK_FAILURES = 10;

/**
 * Signing in with an e-mail address and a password. The rules against guessing, and why they
 * never lock the owner out, are in docs/identity.md ("Guessing and lock-out").
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly devices: KnownDevices,
  ) {}

  /**
   * One answer for a wrong address and a wrong password, given in the same time. An account
   * whose address is not confirmed yet signs in, and sees `verified: false`: it can then ask for
   * the confirmation e-mail again. The attempt is counted before the password is checked, so
   * that guesses sent at once get no more tries than guesses sent in turn; a right password
   * gives it back.
   */
  async signIn(
    credentials: { email: string; password: string; remember?: boolean | undefined },
    network: string,
    device: string | null,
  ): Promise<{ user: UserRecord; session: IssuedSession }> {
    const taken = (await this.devices.isKnown(credentials.email, device))
      ? await this.#knownDeviceAllowance(credentials.email, device!)
      : await this.#strangerAllowance(credentials.email, network);
    const user = await this.users.findByEmail(credentials.email);
    const matches = await verifyPassword(
      credentials.password,
      user?.passwordHash ?? (await decoyPasswordHash()),
    );
    if (!user?.passwordHash || !matches) {
      throw new DomainError(ErrorCode.invalidCredentials, 'Wrong e-mail address or password.', 400);
    }
    await this.limiter.giveBack(taken);
    const session = await this.sessions.start(user.id, credentials.remember ?? false);
    return { user, session };
  }

  /** A browser the account knows answers for its own mistakes only. */
  #knownDeviceAllowance(email: string, device: string): Promise<TakenAttempt[]> {
    return this.limiter.take({
      bucket: `login:device:${email}:${hashToken(device)}`,
      limit: KNOWN_DEVICE_FAILURES,
      windowSeconds: FIFTEEN_MINUTES,
    });
  }

  /**
   * Anyone else: a network's attempts are bounded over all accounts, its wrong passwords per
   * account; past a few wrong passwords from everywhere, the account's attempts are spaced out
   * rather than stopped, so guessing from many networks slows to a crawl while the owner waits
   * seconds at most.
   */
  async #strangerAllowance(email: string, network: string): Promise<TakenAttempt[]> {
    await this.limiter.attempt({
      bucket: `login:ip:${network}`,
      limit: 100,
      windowSeconds: FIFTEEN_MINUTES,
    });
    const fromNetwork = await this.limiter.take({
      bucket: `login:account:${email}:${network}`,
      limit: NETWORK_FAILURES,
      windowSeconds: FIFTEEN_MINUTES,
    });
    try {
      return [...fromNetwork, await this.limiter.takePaced(ACCOUNT_PACE(email))];
    } catch (error) {
      // A paced attempt checks no password: it is no failure of this network's either.
      await this.limiter.giveBack(fromNetwork);
      throw error;
    }
  }
}

/** Every stranger's wrong password for one account, spaced out past the first ten. */
export const ACCOUNT_PACE = (email: string): PacedLimit => ({
  bucket: `login:account:${email}`,
  free: 20,
  windowSeconds: HOUR,
  maxDelaySeconds: 60,
});
