import type { BillListItem } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { useFormats } from '../providers/useFormats';
import { isPayable } from './PaymentStatusChip';
import { isPaidOnline } from './payments';

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
    /**
     * "Payée le 12/07/2026", or "Payée par Bancontact le 12/07/2026" when the family paid
     * online: how a transfer was recorded (by hand, from a statement) is the organizer's affair.
     */
    paid: (bill: Pick<BillListItem, 'payment_date' | 'payment_method'>) =>
      !bill.payment_date
        ? ''
        : isPaidOnline(bill)
          ? translate('app.bills.paid_by_on', {
              payment: translate(`app.bills.payment_methods.${bill.payment_method}`),
              date: format.date(bill.payment_date),
            })
          : translate('app.bills.paid_on', { date: format.date(bill.payment_date) }),
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
