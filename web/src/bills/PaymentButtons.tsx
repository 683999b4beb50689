import PaidIcon from '@mui/icons-material/Paid';
import UndoIcon from '@mui/icons-material/Undo';
import type { BillListItem } from '@stages/contracts';
import { useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { DateActionButton } from './DateActionButton';
import { useBillWords } from './useBillWords';
import { isPayable } from './PaymentStatusChip';
import { isPaidOnline, markPaid, recordRefund } from './payments';
import { RefundOnlineButton } from './RefundOnlineButton';

type Bill = Pick<
  BillListItem,
  'id' | 'child_first_name' | 'child_last_name' | 'invoice_number' | 'amount_cents'
> &
  Partial<Pick<BillListItem, 'issued_on'>>;

/**
 * Marks one bill paid on the day the organizer gives (today by default): the dialog says it is
 * final. `defaultDate` proposes another day, such as a bank credit's booking date.
 */
export const MarkPaidButton = ({
  bill,
  defaultDate,
  label = 'app.bills.mark_paid.action',
  onDone,
}: {
  readonly bill: Bill;
  readonly defaultDate?: string;
  readonly label?: string;
  readonly onDone?: () => void;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const words = useBillWords();
  const name = enrolledChildName(bill);
  return (
    <DateActionButton
      label={label}
      icon={<PaidIcon />}
      title="app.bills.mark_paid.title"
      content="app.bills.mark_paid.content"
      messageArgs={{
        name,
        invoice: bill.invoice_number ?? '',
        amount: words.amount(bill),
      }}
      dateLabel="app.bills.payment_date"
      defaultDate={defaultDate}
      min={bill.issued_on}
      beforeMin="app.bills.paid_before_bill"
      onConfirm={async (date) => {
        await markPaid(bill.id, date);
        notify('app.bills.mark_paid.done', { type: 'success', messageArgs: { name } });
        onDone?.();
        refresh();
      }}
    />
  );
};

/** A bill's payment action in a list's row: only while it waits for its payment. */
export const RowMarkPaidButton = ({ enrollment }: { readonly enrollment: BillListItem }) =>
  isPayable(enrollment.payment_status) ? <MarkPaidButton bill={enrollment} /> : null;

/**
 * The refund of a cancelled enrollment that was paid: through Stripe when the family paid
 * online, else recorded on the day the organizer made the transfer.
 */
export const RecordRefundButton = ({ enrollment }: { readonly enrollment: BillListItem }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const words = useBillWords();
  if (enrollment.payment_status !== 'refund_due') return null;
  if (isPaidOnline(enrollment)) return <RefundOnlineButton bill={enrollment} />;
  const name = enrolledChildName(enrollment);
  return (
    <DateActionButton
      label="app.bills.refund.action"
      icon={<UndoIcon />}
      title="app.bills.refund.title"
      content="app.bills.refund.content"
      messageArgs={{
        name,
        amount: words.amount(enrollment),
      }}
      dateLabel="app.bills.refund_date"
      min={enrollment.payment_date}
      beforeMin="app.bills.refunded_before_payment"
      onConfirm={async (date) => {
        await recordRefund(enrollment.id, date);
        notify('app.bills.refund.done', { type: 'success', messageArgs: { name } });
        refresh();
      }}
    />
  );
};

/** What the organizer does with a bill from a list's row: mark it paid, or record its refund. */
export const BillActions = ({ enrollment }: { readonly enrollment: BillListItem }) => (
  <>
    <RowMarkPaidButton enrollment={enrollment} />
    <RecordRefundButton enrollment={enrollment} />
  </>
);

/**
 * One payment day for every selected bill still to be paid, one call each so that one refused
 * (paid meanwhile by a bank statement) does not hold back the others; the organizer is told how
 * many went, and which children's did not.
 */
export const BulkMarkPaidButton = () => {
  const { data = [], selectedIds, resource } = useListContext<BillListItem>();
  const unselectAll = useUnselectAll(resource);
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const payable = data.filter(
    (enrollment) => selectedIds.includes(enrollment.id) && isPayable(enrollment.payment_status),
  );
  const latestIssue = payable
    .map((enrollment) => enrollment.issued_on ?? '')
    .sort()
    .at(-1);
  return (
    <DateActionButton
      label="app.bills.mark_paid.bulk_action"
      icon={<PaidIcon />}
      title="app.bills.mark_paid.bulk_title"
      content="app.bills.mark_paid.bulk_content"
      messageArgs={{ smart_count: payable.length }}
      dateLabel="app.bills.payment_date"
      min={latestIssue || null}
      beforeMin="app.bills.paid_before_bills"
      disabled={payable.length === 0}
      onConfirm={async (date) => {
        const outcomes = await Promise.allSettled(
          payable.map((enrollment) => markPaid(enrollment.id, date)),
        );
        const failed = payable.filter((_bill, index) => outcomes[index]!.status === 'rejected');
        const counts = { smart_count: payable.length - failed.length, total: payable.length };
        if (failed.length === 0) {
          notify('app.bills.mark_paid.bulk_done', { type: 'success', messageArgs: counts });
        } else {
          notify('app.bills.mark_paid.bulk_failed', {
            type: 'warning',
            messageArgs: {
              marked: translate('app.bills.mark_paid.bulk_done', counts),
              smart_count: failed.length,
              names: failed.map(enrolledChildName).join(', '),
            },
          });
        }
        unselectAll();
        refresh();
      }}
    />
  );
};
