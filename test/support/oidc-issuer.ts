import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface IssuerAccount {
  readonly sub: string;
  readonly email: string;
  readonly given_name?: string;
  readonly family_name?: string;
  /** Whether the issuer vouches for the address: Google does; Microsoft's is unverified. */
  readonly email_verified?: boolean;
}

export interface LocalIssuer {
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The account the next visit to the login page signs in as (for a real browser). */
  signInAs(account: IssuerAccount): void;
  /** Walks the browser's side of the authorization code flow, signing in as `account`. */
  authorize(
    account: IssuerAccount,
    redirectUri: string,
  ): Promise<{ code: string; codeVerifier: string; state: string; iss: string | null }>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on a local port, standing in for Google or
 * Microsoft. Its login and consent pages approve at once, as the account the test chose.
 */
export async function startIssuer(
  name: string,
  redirectUris: readonly string[],
  fixed: { port?: number; clientSecret?: string } = {},
): Promise<LocalIssuer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(fixed.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = `stages-${name}`;
  const clientSecret = fixed.clientSecret ?? randomBytes(24).toString('hex');
  const accounts = new Map<string, IssuerAccount>();
  let signingInAs: string | null = null;

  const provider = new Provider(url, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...redirectUris],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => {
        const account = accounts.get(sub)!;
        return { email_verified: true, ...account };
      },
    }),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // Put the profile and e-mail claims in the ID token itself, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    // RS256, as Google and Microsoft sign their ID tokens.
    jwks: { keys: [{ ...signingKey(), alg: 'RS256', use: 'sig', kid: `${name}-key` }] },
  });
  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    if (!ctx.path.startsWith('/interaction/')) {
      await next();
      return;
    }
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      return provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: signingInAs! } });
    }
    const grant = new provider.Grant({
      accountId: details.session!.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    return provider.interactionFinished(ctx.req, ctx.res, {
      consent: { grantId: await grant.save() },
    });
  });
  const handle = provider.callback();
  server.on('request', (request, response) => void handle(request, response));

  function signInAs(account: IssuerAccount) {
    accounts.set(account.sub, account);
    signingInAs = account.sub;
  }

  return {
    url,
    clientId,
    clientSecret,
    signInAs,
    async authorize(account, redirectUri) {
      signInAs(account);
      const codeVerifier = randomBytes(32).toString('base64url');
      const state = randomBytes(12).toString('base64url');
      let next = new URL('/auth', url);
      next.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString();
      const cookies = new Map<string, string>();
      for (let hop = 0; hop < 12; hop += 1) {
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([key, value]) => `${key}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair] = cookie.split(';');
          const separator = pair!.indexOf('=');
          cookies.set(pair!.slice(0, separator), pair!.slice(separator + 1));
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`${name} stopped with ${response.status}: ${await response.text()}`);
        next = new URL(location, next);
        if (next.href.startsWith(redirectUri)) {
          return {
            code: next.searchParams.get('code')!,
            codeVerifier,
            state: next.searchParams.get('state')!,
            iss: next.searchParams.get('iss'),
          };
        }
      }
      throw new Error(`${name} never redirected back`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return privateKey.export({ format: 'jwk' });
}
