import { ErrorCode } from '@stages/contracts';
import { useEffect, type ReactNode } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useUserOnArrival } from './useUserOnArrival';
import { nextStepFor } from '../providers/useCurrentUser';
import { DENIAL_TOAST_MS } from './Guarded';

/**
 * The reverse of `Guarded`, for the registration form: one cannot create an account while
 * signed in to one. A signed-in user is told so, with the same toast as any refused page, and
 * sent on to their next step (confirming the address, choosing a type) or home. Asked once, on
 * arrival: the form itself signs the new account in before moving on.
 */
export const SignedOutOnly = ({ children }: { children: ReactNode }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const check = useUserOnArrival();
  const signedIn = check.done && check.user !== null;
  useEffect(() => {
    if (signedIn) {
      notify('app.access.denied', {
        type: 'warning',
        autoHideDuration: DENIAL_TOAST_MS,
        messageArgs: { reason: translate(`errors.${ErrorCode.alreadySignedIn}`) },
      });
    }
  }, [signedIn, notify, translate]);
  if (!check.done) return <Loading />;
  if (check.user) return <Navigate to={nextStepFor(check.user)} replace />;
  return children;
};
