import { useQuery } from '@tanstack/react-query';
import { api, ApiFailure } from '../providers/apiClient';

const POLL_MS = 2_000;

/** Whether the server knows no such checkout for the signed-in user. */
export const isMissing = (error: unknown) => error instanceof ApiFailure && error.status === 404;

/**
 * A checkout's state, asked of the server until `settled` says it will not change. Coming back
 * from the payment provider proves nothing: the provider tells the server, a moment later,
 * how the payment went. A checkout the server does not know is not asked again.
 */
export function usePolledCheckout<T>(path: string, settled: (state: T) => boolean) {
  return useQuery({
    queryKey: ['checkout', path],
    queryFn: () => api<T>(path),
    retry: false,
    refetchInterval: ({ state }) =>
      (state.data !== undefined && settled(state.data)) || isMissing(state.error) ? false : POLL_MS,
  });
}
