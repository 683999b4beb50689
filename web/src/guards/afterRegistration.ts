import { ownPage } from './returnPath';

const AFTER_REGISTRATION = 'stages.after-registration';

/**
 * Registration goes through the confirmation e-mail, often opened in another tab: the page to
 * return to waits in the browser's storage (not the tab's) until the account is finalized.
 * Registering without one forgets an earlier visitor's.
 */
export function keepReturnPath(next: string | null) {
  if (next) localStorage.setItem(AFTER_REGISTRATION, next);
  else localStorage.removeItem(AFTER_REGISTRATION);
}

/** The page kept by `keepReturnPath`, once. */
export function takeReturnPath(): string | null {
  const next = localStorage.getItem(AFTER_REGISTRATION);
  localStorage.removeItem(AFTER_REGISTRATION);
  return ownPage(next);
}
