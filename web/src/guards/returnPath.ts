const SIGN_IN = '/auth/login';

/** The sign-in page, told to bring the visitor back to `path` (with its query) once signed in. */
export const signInReturningTo = (path: string) => `${SIGN_IN}?next=${encodeURIComponent(path)}`;

/**
 * The page the sign-in page was asked to return to (`?next=`), when it is one of this site's
 * pages: a path, never another site's address (`//host`, `https:`) nor the sign-in page itself.
 */
export function returnPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if (next === SIGN_IN || next.startsWith(`${SIGN_IN}/`) || next.startsWith(`${SIGN_IN}?`)) {
    return null;
  }
  return next;
}
