import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { onServerFailure } from '../providers/apiClient';
import { forgetCurrentUser } from '../providers/authProvider';

/** Several calls failing together lead to one visit of the error page, not a loop. */
const ONCE_PER_MS = 1000;

/** When the server fails, forget what the page knew of the session and show /error. */
export const ServerFailureRedirect = () => {
  const navigate = useNavigate();
  const last = useRef(0);
  useEffect(
    () =>
      onServerFailure(() => {
        if (Date.now() - last.current < ONCE_PER_MS) return;
        last.current = Date.now();
        forgetCurrentUser();
        void navigate('/error');
      }),
    [navigate],
  );
  return null;
};
