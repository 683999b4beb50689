import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { api } from './apiClient';
import { describeFailure } from './validation';

/**
 * A button's call to the API: busy while it runs, a success message and a refresh after, the
 * API's refusal translated otherwise.
 */
export function useApiAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (path: string, body: unknown, success: string) => {
    setBusy(true);
    try {
      await api(path, { method: 'PUT', body });
      notify(success, { type: 'success' });
      refresh();
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
