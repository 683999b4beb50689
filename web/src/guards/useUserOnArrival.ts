import type { CurrentUser } from '@stages/contracts';
import { useEffect, useState } from 'react';
import { fetchCurrentUser } from '../providers/authProvider';

type Check = { readonly done: false } | { readonly done: true; readonly user: CurrentUser | null };

/**
 * Who is signed in, asked once when a guarded page opens (a failure to ask counts as signed
 * out): the guards decide on arrival, not on every change the page makes afterwards.
 */
export function useUserOnArrival(): Check {
  const [check, setCheck] = useState<Check>({ done: false });
  useEffect(() => {
    let live = true;
    void fetchCurrentUser().then((user) => live && setCheck({ done: true, user }));
    return () => {
      live = false;
    };
  }, []);
  return check;
}
