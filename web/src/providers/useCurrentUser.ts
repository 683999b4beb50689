import type { CurrentUser } from '@stages/contracts';
import { useCallback } from 'react';
import { useGetIdentity } from 'react-admin';
import { forgetCurrentUser } from './authProvider';

/** The signed-in user (null when signed out, undefined while loading) and a way to reload it. */
export function useCurrentUser() {
  // Signed out is an answer, not a failure to retry.
  const { data, isPending, refetch } = useGetIdentity({ retry: false });
  const user = isPending ? undefined : ((data as CurrentUser | undefined) ?? null);
  const reload = useCallback(() => {
    forgetCurrentUser();
    return refetch();
  }, [refetch]);
  return { user, refetch: reload };
}

/** Where a user goes once signed in: confirm the address, choose a type, or home. */
export function nextStepFor(user: CurrentUser): string {
  if (!user.verified && !user.social_account) return '/register/confirm-email';
  // The type chosen on the registration form is kept on the account: any device finds it.
  if (user.role === null) return `/register/${user.account_type ?? 'choice'}`;
  return '/';
}

/** The registration form's last tab, which the form opens on when drawn again. */
export const INTENDED_TYPE = 'stages.intended-type';

/** The registration form, opened on one type's tab; `next` is the page to return to after. */
export const registerAs = (type: 'parent' | 'organization', next?: string) =>
  `/register/first-register?type=${type}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
