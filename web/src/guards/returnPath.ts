const SIGN_IN = '/auth/login';

/** The sign-in page, told to bring the visitor back to `path` (with its query) once signed in. */
export const signInReturningTo = (path: string) => `${SIGN_IN}?next=${encodeURIComponent(path)}`;

/** `next` when it is one of this site's pages: a path, never another site's address. */
export function ownPage(next: string | null): string | null {
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
