const SIGN_IN = '/auth/login';

/** The sign-in page, told to bring the visitor back to `path` (with its query) once signed in. */
export const signInReturningTo = (path: string) => `${SIGN_IN}?next=${encodeURIComponent(path)}`;

/** `next` when it is one of this site's pages: a path, never another site's address. */
function ownPage(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // Browsers drop tabs and line breaks from addresses: `/\t/evil.example` would become `//…`.
  if ([...next].some((character) => character < ' ' || character === '\u007f')) return null;
  if (next === SIGN_IN || next.startsWith(`${SIGN_IN}/`) || next.startsWith(`${SIGN_IN}?`)) {
    return null;
  }
  return next;
}

/**
 * The page the sign-in or registration page was asked to return to (`?next=`), when it is one
 * of this site's pages: a path, never another site's address (`//host`, `https:`) nor the
 * sign-in page itself.
 */
export const returnPathOf = (search: string) => ownPage(new URLSearchParams(search).get('next'));

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
