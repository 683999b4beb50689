import { Typography } from '@mui/material';
import type { OrganizationSubscription } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { useFormats } from '../providers/useFormats';

/** "12/03/2027 · 249,00 €": the day Stripe last charged the plan, and how much. */
export function lastPaymentText(
  subscription: OrganizationSubscription,
  format: ReturnType<typeof useFormats>,
): string {
  const { last_payment_on: day, last_payment_cents: cents } = subscription;
  return [day && format.date(day), cents !== null && format.price(cents)]
    .filter(Boolean)
    .join(' · ');
}

export const LastPayment = () => {
  const subscription = useRecordContext<OrganizationSubscription>();
  const format = useFormats();
  if (!subscription) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {lastPaymentText(subscription, format)}
    </Typography>
  );
};
