import { ErrorCode } from '@stages/contracts';
import { useEffect, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useUserOnArrival } from './useUserOnArrival';
import { nextStepFor } from '../providers/useCurrentUser';
import { useDenialToast } from './useDenialToast';

/**
 * The reverse of `Guarded`, for the registration form: one cannot create an account while
 * signed in to one. A signed-in user is told so, with the same toast as any refused page, and
 * sent on to their next step (confirming the address, choosing a type) or home. Asked once, on
 * arrival: the form itself signs the new account in before moving on.
 */
export const SignedOutOnly = ({ children }: { children: ReactNode }) => {
  const deny = useDenialToast();
  const check = useUserOnArrival();
  const signedIn = check.done && check.user !== null;
  useEffect(() => {
    if (signedIn) deny(ErrorCode.alreadySignedIn);
  }, [signedIn, deny]);
  if (!check.done) return <Loading />;
  if (check.user) return <Navigate to={nextStepFor(check.user)} replace />;
  return children;
};
