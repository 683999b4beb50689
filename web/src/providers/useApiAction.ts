import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { api } from './apiClient';
import { describeFailure } from './validation';

export interface ApiAction {
  readonly path: string;
  readonly method?: 'PUT' | 'POST';
  readonly body?: unknown;
  /** The message key said on success, with its arguments. */
  readonly success: string;
  readonly successArgs?: Record<string, unknown>;
}

/**
 * A button's call to the API: busy while it runs, a success message and a refresh after, the
 * API's refusal translated otherwise.
 */
export function useApiAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async ({ path, method = 'PUT', body, success, successArgs }: ApiAction) => {
    setBusy(true);
    try {
      await api(path, { method, body });
      notify(success, { type: 'success', messageArgs: successArgs });
      refresh();
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
