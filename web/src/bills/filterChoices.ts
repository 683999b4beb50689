import { PAYMENT_STATUSES } from '@stages/contracts';

const thisYear = new Date().getFullYear();

/** The years a list filters on: next year's stages are booked ahead, the last two are kept. */
export const yearOptions = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((year) => ({
  id: String(year),
  name: String(year),
}));

/** The payment statuses, each named by its message's key as react-admin's inputs take them. */
export const paymentStatusChoices = PAYMENT_STATUSES.map((status) => ({
  id: status,
  name: `app.bills.status.${status}`,
}));
