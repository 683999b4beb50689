import type { BillListItem } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { useFormats } from '../providers/useFormats';
import { isPayable } from './PaymentStatusChip';

/** How every bills list writes a bill's sum, its days, and what is still owed by when. */
export function useBillWords() {
  const format = useFormats();
  const translate = useTranslate();
  const amount = (bill: Pick<BillListItem, 'amount_cents'>) =>
    bill.amount_cents === null ? '' : format.price(bill.amount_cents);
  return {
    amount,
    /** A bill's day (issued, due, paid), or nothing while it has none. */
    day: (value: string | null) => (value ? format.date(value) : ''),
    /** "125,00 € · à payer pour le 10/12/2026", the day left out once nothing is owed. */
    owing: (bill: BillListItem) =>
      [
        amount(bill),
        bill.due_date && isPayable(bill.payment_status)
          ? translate('app.bills.due_on', { date: format.date(bill.due_date) })
          : '',
      ]
        .filter(Boolean)
        .join(' · '),
  };
}
