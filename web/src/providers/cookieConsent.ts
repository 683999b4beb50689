import type { CurrentUser } from '@stages/contracts';
import { useSyncExternalStore } from 'react';
import { savePreferences } from './authProvider';

export type CookieConsent = NonNullable<CurrentUser['cookie_consent']>;

const KEY = 'stages.cookie-consent';
const listeners = new Set<() => void>();

function read(): CookieConsent | null {
  const stored = localStorage.getItem(KEY);
  return stored === 'allow' || stored === 'essential' ? stored : null;
}

function write(consent: CookieConsent | null) {
  if (consent) localStorage.setItem(KEY, consent);
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
  if (consent === 'allow') loadAnalytics();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's choice in this browser; null until they make one. */
export const useCookieConsent = () => useSyncExternalStore(subscribe, read);

/**
 * Records a choice (or, with null, forgets it so the banner asks again) in the browser and,
 * when signed in, on the account.
 */
export function chooseCookieConsent(consent: CookieConsent | null, signedIn: boolean) {
  write(consent);
  if (signedIn) {
    void savePreferences({ cookie_consent: consent }).catch(() => undefined);
  }
}

/**
 * Brings the browser and the account into agreement once the user is known: a choice made on
 * the account wins; a choice made in this browser before signing in is saved to the account.
 */
export function reconcileCookieConsent(user: CurrentUser) {
  const local = read();
  if (user.cookie_consent && user.cookie_consent !== local) write(user.cookie_consent);
  else if (!user.cookie_consent && local) chooseCookieConsent(local, true);
}

/**
 * The analytics tracker, named by the server in the page (`ANALYTICS_SCRIPT_URL`), is loaded
 * only once the visitor allowed it, and only once per page.
 */
export function loadAnalytics() {
  const source = document
    .querySelector<HTMLMetaElement>('meta[name="stages-analytics"]')
    ?.getAttribute('content');
  if (!source || document.querySelector('script[data-analytics]')) return;
  const script = document.createElement('script');
  script.src = source;
  script.async = true;
  script.dataset.analytics = '';
  document.head.append(script);
}

if (read() === 'allow') loadAnalytics();
