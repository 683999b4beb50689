import type { CurrentUser } from '@stages/contracts';
import type { AuthProvider } from 'react-admin';
import { api, ApiFailure, holdsSession, onSignedOut } from './apiClient';

export interface Credentials {
  readonly email: string;
  readonly password: string;
  readonly remember?: boolean;
}

/** Everything that asks who is signed in within this long shares one answer. */
const FRESH_FOR_MS = 5_000;
let known: { at: number; user: Promise<CurrentUser | null> } | null = null;

/** The signed-in user, or null; a failure to ask counts as signed out. */
export function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!holdsSession()) return Promise.resolve(null);
  if (!known || Date.now() - known.at > FRESH_FOR_MS) {
    known = { at: Date.now(), user: api<CurrentUser>('/auth/user/').catch(() => null) };
  }
  return known.user;
}

/** After signing in or out, or any change to the user: ask again next time. */
export function forgetCurrentUser() {
  known = null;
}

onSignedOut(forgetCurrentUser);

/** Saves the language or the cookie choice on the account, which is then read afresh. */
export async function savePreferences(
  preferences: Partial<Pick<CurrentUser, 'language' | 'cookie_consent'>>,
) {
  await api('/user/', { method: 'PATCH', body: preferences });
  forgetCurrentUser();
}

/** What react-admin reads to send the user to the sign-in page, without a notification. */
const toSignIn = () => Object.assign(new Error(), { redirectTo: '/auth/login', message: false });

const fullName = (user: CurrentUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/**
 * Sessions live in HttpOnly cookies: nothing is stored in the page. Pages for signed-in users
 * only are sent to /auth/login.
 */
export const authProvider: AuthProvider = {
  async login(credentials: Credentials) {
    forgetCurrentUser();
    await api<CurrentUser>('/auth/login/', { body: credentials });
  },
  async logout() {
    forgetCurrentUser();
    await api('/auth/logout/', { method: 'POST' }).catch(() => undefined);
    return '/';
  },
  async checkAuth() {
    if (!(await fetchCurrentUser())) throw toSignIn();
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) throw toSignIn();
  },
  async getIdentity() {
    const user = await fetchCurrentUser();
    if (!user) throw new ApiFailure(401, 'auth.not_authenticated');
    return { ...user, fullName: fullName(user) };
  },
  async getPermissions() {
    return (await fetchCurrentUser())?.role ?? null;
  },
};
