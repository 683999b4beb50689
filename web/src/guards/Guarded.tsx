import { accessRefusal, ErrorCode, type AccessRule } from '@stages/contracts';
import { useEffect, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { signInReturningTo } from './returnPath';
import { useDenialToast } from './useDenialToast';
import { useUserOnArrival } from './useUserOnArrival';

/**
 * Lets a page show only to those its rule admits, with the same rule the API applies. Someone
 * not signed in goes to sign in (and, with `returnHere`, comes back to this page once signed in,
 * as a link from an e-mail wants); anyone else refused is told why and sent to /access-denied.
 */
export const Guarded = ({
  rule,
  returnHere = false,
  children,
}: {
  rule: AccessRule;
  returnHere?: boolean;
  children: ReactNode;
}) => {
  const deny = useDenialToast();
  const location = useLocation();
  const check = useUserOnArrival();
  const refusal = check.done ? accessRefusal(check.user, rule) : null;
  useEffect(() => {
    if (refusal && refusal !== ErrorCode.notAuthenticated) deny(refusal);
  }, [refusal, deny]);
  if (!check.done) return <Loading />;
  if (refusal === ErrorCode.notAuthenticated) {
    const signIn = returnHere
      ? signInReturningTo(`${location.pathname}${location.search}`)
      : '/auth/login';
    return <Navigate to={signIn} replace />;
  }
  if (refusal) return <Navigate to="/access-denied" replace />;
  return children;
};
