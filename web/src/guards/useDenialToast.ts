import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { ToastOptions } from '../layout/Notification';

/** The toast of a refused page: a warning, three seconds, naming why. */
export const DENIAL_TOAST_MS = 3000;

/** Tells a refused visitor why, the same way on every page: "Permission denied", then the reason. */
export function useDenialToast() {
  const notify = useNotify();
  return useCallback(
    (reason: string) =>
      notify(`errors.${reason}`, {
        type: 'warning',
        autoHideDuration: DENIAL_TOAST_MS,
        summary: 'app.access.denied_summary',
      } satisfies ToastOptions & { type: 'warning'; autoHideDuration: number }),
    [notify],
  );
}
