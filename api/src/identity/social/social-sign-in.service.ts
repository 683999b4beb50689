import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type Language } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import * as oidc from 'openid-client';
import type { Config, OidcProviderConfig } from '../../config/config.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { DomainError } from '../../platform/domain-error.js';
import { CONFIG, DATABASE, LOGGER } from '../../platform/tokens.js';
import { SessionService, type IssuedSession } from '../sessions/session.service.js';
import { UsersRepository, type UserRecord } from '../persistence/users.repository.js';

export type SocialProviderName = 'google' | 'microsoft';

/** Who the provider says signed in. */
interface ProviderIdentity {
  readonly subject: string;
  readonly email: string;
  /** The provider vouches that the address is this person's. */
  readonly emailVerified: boolean;
  readonly givenName: string;
  readonly familyName: string;
}

const SCOPE = 'openid email profile';

export interface AuthorizationResponse {
  readonly code: string;
  readonly redirectUri: string;
  readonly codeVerifier?: string | undefined;
  /** The `state` and `iss` the provider added to the redirect; the browser checked `state`. */
  readonly state?: string | undefined;
  readonly iss?: string | undefined;
}

/**
 * Google and Microsoft sign-in over OpenID Connect: the browser brings back an authorization
 * code, which is exchanged here for an ID token whose signature, issuer, audience and expiry
 * openid-client checks.
 */
@Injectable()
export class SocialSignInService {
  readonly #configurations = new Map<SocialProviderName, Promise<oidc.Configuration>>();

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    @Inject(LOGGER) private readonly logger: AppLogger,
    @Inject(DATABASE) private readonly db: SqlDatabase,
  ) {}

  /**
   * The configured providers that answer, with what the browser needs to send users there. One
   * that cannot be reached is left out (and logged), so the others stay usable.
   */
  async providers() {
    const names: SocialProviderName[] = ['google', 'microsoft'];
    const configured = names.filter((name) => this.#settings(name) !== null);
    const listed = await Promise.all(
      configured.map(async (name) => {
        const configuration = await this.#configuration(name).catch(() => null);
        if (!configuration) return [];
        return [
          {
            name,
            authorization_endpoint: configuration.serverMetadata().authorization_endpoint ?? '',
            client_id: this.#settings(name)!.clientId,
            scope: SCOPE,
          },
        ];
      }),
    );
    return listed.flat();
  }

  /**
   * Signs in with the account the code belongs to. On first use the account is created: its
   * address counts as confirmed, and it has no role yet. An existing account with the same
   * address is joined to it only when the provider vouches for the address: otherwise anyone
   * who can put that address on an account at the provider (a Microsoft tenant, say) would
   * enter it.
   */
  async signIn(
    provider: SocialProviderName,
    response: AuthorizationResponse,
    language: Language,
    remember: boolean,
  ): Promise<{ user: UserRecord; session: IssuedSession }> {
    const identity = await this.#exchange(provider, response);
    const user =
      (await this.users.findByIdentity(provider, identity.subject)) ??
      (await this.#firstSignIn(provider, identity, language));
    const session = await this.sessions.start(user.id, remember);
    return { user, session };
  }

  /** A new account, or an existing one of the same address that the provider may enter. */
  async #firstSignIn(provider: SocialProviderName, identity: ProviderIdentity, language: Language) {
    const created = await this.users.create({
      email: identity.email,
      passwordHash: null,
      firstName: identity.givenName,
      lastName: identity.familyName,
      language,
      // A social account may use the product at once; the address counts as confirmed only
      // when the provider vouches for it.
      emailVerified: identity.emailVerified,
      socialAccount: true,
    });
    const user = created ?? (await this.#existingToJoin(identity));
    if (!created && !user.emailVerified) {
      // Nobody had proven the address theirs, and its owner now has: whoever got in before
      // (with a password, or another provider's unvouched claim) is shut out.
      await this.db.transaction(async (tx) => {
        await this.users.clearPassword(user.id, tx);
        await this.users.unlinkIdentities(user.id, tx);
        await this.sessions.revokeAllOf(user.id, null, tx);
      });
    }
    await this.users.linkIdentity(user.id, provider, identity.subject, identity.emailVerified);
    return (await this.users.findById(user.id))!;
  }

  async #existingToJoin(identity: ProviderIdentity) {
    const existing = await this.users.findByEmail(identity.email);
    if (!existing) throw this.#failure('could not create the account');
    if (!identity.emailVerified) {
      throw new DomainError(
        ErrorCode.socialEmailExists,
        'An account already uses this address, which the provider does not vouch for: sign in with its password.',
        409,
      );
    }
    return existing;
  }

  async #exchange(
    provider: SocialProviderName,
    response: AuthorizationResponse,
  ): Promise<ProviderIdentity> {
    const configuration = await this.#configuration(provider);
    const callback = new URL(response.redirectUri);
    callback.search = '';
    callback.searchParams.set('code', response.code);
    if (response.state) callback.searchParams.set('state', response.state);
    if (response.iss) callback.searchParams.set('iss', response.iss);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: response.codeVerifier,
        expectedState: response.state ? oidc.skipStateCheck : undefined,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      this.logger.warn('Social sign-in refused', { provider, error: String(error) });
      throw this.#failure('the provider refused the code');
    }
    // Microsoft puts the address in preferred_username when the account has no email claim.
    const email = [claims?.email, claims?.preferred_username].find(
      (value): value is string => typeof value === 'string' && value.includes('@'),
    );
    if (!claims || !email) throw this.#failure('the account has no e-mail address');
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      subject: claims.sub,
      email: email.toLowerCase(),
      emailVerified: email === claims.email && claims.email_verified === true,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
    };
  }

  #settings(provider: SocialProviderName): OidcProviderConfig | null {
    return provider === 'google' ? this.config.google : this.config.microsoft;
  }

  #configuration(provider: SocialProviderName): Promise<oidc.Configuration> {
    const settings = this.#settings(provider);
    if (!settings) {
      return Promise.reject(
        new DomainError(
          ErrorCode.providerNotConfigured,
          `Sign-in with ${provider} is not configured on this server.`,
          404,
        ),
      );
    }
    let configuration = this.#configurations.get(provider);
    if (!configuration) {
      const issuer = new URL(settings.issuer);
      configuration = oidc
        .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          // Plain HTTP only ever serves a local issuer, in tests.
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          this.#configurations.delete(provider);
          this.logger.error('OpenID Connect discovery failed', { provider, error: String(error) });
          throw this.#failure('the provider could not be reached');
        });
      this.#configurations.set(provider, configuration);
    }
    return configuration;
  }

  #failure(reason: string) {
    return new DomainError(ErrorCode.socialSignInFailed, `Social sign-in failed: ${reason}.`, 400);
  }
}
