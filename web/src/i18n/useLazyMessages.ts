import { useEffect, useState } from 'react';

/** Whether messages loaded with `lazyMessages` are there, fetching them once `wanted`. */
export function useLazyMessages(load: () => Promise<void>, wanted: boolean) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void load().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [load, wanted]);
  return ready;
}
