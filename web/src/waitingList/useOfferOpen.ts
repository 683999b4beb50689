import { useEffect, useState } from 'react';

/** The longest delay a timer takes: a later deadline is looked at again then. */
const LONGEST_DELAY = 2 ** 31 - 1;

/** Whether an offer is still open, turning false by itself when its deadline comes. */
export function useOfferOpen(expiresAt: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  const left = expiresAt === null ? 0 : Date.parse(expiresAt) - now;
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left + 50, LONGEST_DELAY));
    return () => clearTimeout(timer);
  }, [left]);
  return left > 0;
}
