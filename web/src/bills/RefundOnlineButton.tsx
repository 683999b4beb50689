import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { BillListItem } from '@stages/contracts';
import { useNotify, useRefresh } from 'react-admin';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { ConfirmButton } from '../layout/ConfirmButton';
import { refundOnline } from './payments';
import { useBillWords } from './useBillWords';

type Bill = Pick<
  BillListItem,
  'id' | 'child_first_name' | 'child_last_name' | 'amount_cents' | 'paid_cents'
>;

/**
 * Gives a cancelled enrollment's online payment back through Stripe, to the card or account
 * that paid. Stripe confirms a moment later, and only then is the refund recorded on the bill:
 * until it does, the bill still says the refund is due.
 */
export const RefundOnlineButton = ({ bill }: { readonly bill: Bill }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const words = useBillWords();
  const name = enrolledChildName(bill);
  // What was received is what goes back; the bill's amount while none is recorded.
  const amount = words.amount({ amount_cents: bill.paid_cents ?? bill.amount_cents });
  return (
    <ConfirmButton
      label="app.bills.online_refund.action"
      icon={<CurrencyExchangeIcon />}
      title="app.bills.online_refund.title"
      content="app.bills.online_refund.content"
      messageArgs={{ name, amount }}
      refusalInDialog
      onConfirm={async () => {
        await refundOnline(bill.id);
        notify('app.bills.online_refund.done', { type: 'success', messageArgs: { name } });
        refresh();
      }}
    />
  );
};
