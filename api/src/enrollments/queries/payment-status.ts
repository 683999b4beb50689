/**
 * Where a bill stands on `today` (a query parameter holding the Belgian day), as SQL over the
 * `bills` row `b`: the one place the rule is written, so that the
 * lists, their filters, their totals and the reminders agree. Null while there is no bill. A free
 * stage's bill has nothing to pay: it is paid from the start, and never reminded.
 */
export const paymentStatusSql = (today: string) => `(CASE
  WHEN b.invoice_number IS NULL THEN NULL
  WHEN b.refund_date IS NOT NULL THEN 'refunded'
  WHEN b.payment_date IS NOT NULL AND b.cancelled THEN 'refund_due'
  WHEN b.payment_date IS NOT NULL THEN 'paid'
  WHEN b.cancelled THEN 'cancelled'
  WHEN b.amount_cents = 0 THEN 'paid'
  WHEN b.due_date < ${today}::date THEN 'overdue'
  ELSE 'unpaid' END)`;

/** A bill paid and not owed back (`b`): the stays certificates are drawn from. */
export const settledBillSql =
  '(b.payment_date IS NOT NULL AND b.refund_date IS NULL AND NOT b.cancelled)';

/**
 * The mutual insurer's certificate is offered for a settled bill once its stage (`s`) is over,
 * at `now` (a query parameter holding an instant): it certifies a stay that took place.
 */
export const mutualCertificateOfferedSql = (now: string) =>
  `(${settledBillSql} AND s.ends_at <= ${now}::timestamptz)`;
