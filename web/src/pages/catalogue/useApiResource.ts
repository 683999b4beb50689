import { useEffect, useState } from 'react';
import { api, ApiFailure } from '../../providers/apiClient';

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'missing' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly value: T };

/**
 * One public record from the API, and whether it exists; loading again when the path changes,
 * or when `version` does (what the page changed itself), showing the record it has meanwhile.
 * No path, no call (it stays loading).
 */
export function useApiResource<T>(path: string | null, version = 0): Loaded<T> {
  const [result, setResult] = useState<{ path: string; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    api<T>(path).then(
      (value) => live && setResult({ path, loaded: { state: 'ready', value } }),
      (error: unknown) =>
        live &&
        setResult({
          path,
          loaded: {
            state: error instanceof ApiFailure && error.status === 404 ? 'missing' : 'failed',
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [path, version]);
  return result?.path === path ? result.loaded : { state: 'loading' };
}
