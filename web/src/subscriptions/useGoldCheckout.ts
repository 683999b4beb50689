import type { CheckoutSession } from '@stages/contracts';
import { useEffect, useState } from 'react';
import { api } from '../providers/apiClient';
import { describeFailure } from '../providers/validation';

/**
 * Pays for the Gold plan on the payment provider's own page: `start` asks the API for a checkout
 * and sends the browser there. `refusal` is the message key of why it could not start.
 */
export function useGoldCheckout() {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Back from the provider's page, the browser may show this page as it was left: still busy.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  const start = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const session = await api<CheckoutSession>('/subscriptions/checkout/', { body: {} });
      // Busy until the browser has left.
      window.location.assign(session.url);
    } catch (error) {
      setRefusal(describeFailure(error).message);
      setBusy(false);
    }
  };
  return { busy, refusal, start: () => void start() };
}
