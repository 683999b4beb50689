import CreditCardIcon from '@mui/icons-material/CreditCard';
import type { EnrollmentListItem } from '@stages/contracts';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { CheckoutButton, useProviderRedirect } from '../checkout';
import { isPayable } from './PaymentStatusChip';
import { openBillCheckout } from './payments';

type Bill = Pick<EnrollmentListItem, 'id' | 'online_payment' | 'payment_status'>;

/**
 * For a bill still to pay whose organization takes online payments: pays it by Bancontact or
 * card on Stripe's page. A refusal (paid meanwhile, online payments switched off) is notified and
 * the list read again, which then shows the bill as it stands.
 */
export const PayOnlineButton = ({
  enrollment,
  fullWidth = false,
  short = false,
}: {
  readonly enrollment: Bill;
  readonly fullWidth?: boolean;
  /** In a table's narrow column: "Payer en ligne" shown, the ways to pay only read out. */
  readonly short?: boolean;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const checkout = useProviderRedirect(
    () => openBillCheckout(enrollment.id),
    (message) => {
      notify(message, { type: 'error' });
      refresh();
    },
  );
  if (!enrollment.online_payment || !isPayable(enrollment.payment_status)) return null;
  const name = translate('app.bills.online.pay');
  return (
    <CheckoutButton
      checkout={checkout}
      size="small"
      fullWidth={fullWidth}
      icon={<CreditCardIcon />}
      name={short ? name : undefined}
      sx={short ? { whiteSpace: 'nowrap' } : undefined}
    >
      {short ? translate('app.bills.online.pay_short') : name}
    </CheckoutButton>
  );
};
