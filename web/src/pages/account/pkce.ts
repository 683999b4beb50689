const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const random = (length: number) => base64url(crypto.getRandomValues(new Uint8Array(length)));

export type ProviderName = 'google' | 'microsoft';

export interface SocialProvider {
  readonly name: ProviderName;
  readonly authorization_endpoint: string;
  readonly client_id: string;
  readonly scope: string;
}

const stateKey = (provider: ProviderName) => `stages.oauth.${provider}`;

export const returnUri = (provider: ProviderName) =>
  `${window.location.origin}/register/${provider}/`;

/**
 * Sends the browser to the provider with the authorization-code flow: a random `state` against
 * forged returns, and a PKCE challenge whose verifier stays in this tab.
 */
export async function startSocialSignIn(provider: SocialProvider) {
  const state = random(16);
  const verifier = random(32);
  const challenge = base64url(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
  );
  sessionStorage.setItem(stateKey(provider.name), JSON.stringify({ state, verifier }));
  const url = new URL(provider.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: provider.client_id,
    redirect_uri: returnUri(provider.name),
    response_type: 'code',
    scope: provider.scope,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  window.location.assign(url.href);
}

/** The verifier of this tab's sign-in, if the returning `state` is the one it sent. */
export function takeVerifier(provider: ProviderName, state: string | null): string | null {
  const stored = sessionStorage.getItem(stateKey(provider));
  sessionStorage.removeItem(stateKey(provider));
  if (!stored || !state) return null;
  const { state: expected, verifier } = JSON.parse(stored) as { state: string; verifier: string };
  return expected === state ? verifier : null;
}
