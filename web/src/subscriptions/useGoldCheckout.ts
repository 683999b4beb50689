import type { CheckoutSession } from '@stages/contracts';
import { useProviderRedirect } from '../checkout';
import { api } from '../providers/apiClient';

const openGoldCheckout = () => api<CheckoutSession>('/subscriptions/checkout/', { body: {} });

/**
 * Pays for the Gold plan on the payment provider's own page: `start` asks the API for a checkout
 * and sends the browser there. `refusal` is the message key of why it could not start.
 */
export const useGoldCheckout = () => useProviderRedirect(openGoldCheckout);
