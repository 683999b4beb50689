export { CheckoutButton } from './CheckoutButton';
export { OutcomeWays, PaymentOutcome } from './PaymentOutcome';
export { isMissing, usePolledCheckout } from './usePolledCheckout';
export { useProviderRedirect, type ProviderRedirect } from './useProviderRedirect';
