import { useEffect, useState } from 'react';
import { describeFailure } from '../providers/validation';

/** What a button going to the payment provider's page shows, and what it calls. */
export interface ProviderRedirect {
  readonly busy: boolean;
  /** The message key of why the provider's page could not be opened. */
  readonly refusal: string | null;
  readonly start: () => void;
}

/**
 * Goes to a page of the payment provider (a checkout, the account's onboarding): `open` asks the
 * API for its address, and the browser is sent there. `onRefusal` is told why it could not,
 * besides `refusal`, for a button whose list tells it in a notification.
 */
export function useProviderRedirect(
  open: () => Promise<{ url: string }>,
  onRefusal?: (message: string) => void,
): ProviderRedirect {
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
      const { url } = await open();
      // Busy until the browser has left.
      window.location.assign(url);
    } catch (error) {
      const { message } = describeFailure(error);
      setRefusal(message);
      setBusy(false);
      onRefusal?.(message);
    }
  };
  return { busy, refusal, start: () => void start() };
}
