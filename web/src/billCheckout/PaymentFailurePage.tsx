import { useParams } from 'react-router-dom';
import { PaymentFailed } from './PaymentFailed';

/**
 * /payment-failure/{enrollmentId}: where Stripe sends a parent back when the payment of a bill
 * was refused or given up.
 */
export const PaymentFailurePage = () => {
  const { enrollmentId = '' } = useParams<'enrollmentId'>();
  return <PaymentFailed enrollmentId={enrollmentId} />;
};
