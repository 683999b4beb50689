import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FilterSelect } from './FilterSelect';
import { paymentStatusChoices, yearOptions } from './filterChoices';

/**
 * A bills list's filters, kept in the list's own: the page's own selects (`children`), then the
 * payment status and the year, under the page's word for the year (`yearLabel`).
 */
export const BillFilters = ({
  yearLabel,
  children,
}: {
  readonly yearLabel: string;
  readonly children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
      {children}
      <FilterSelect
        name="payment_status"
        label="app.bills.filters.payment_status"
        options={paymentStatusChoices.map(({ id, name }) => ({ id, name: translate(name) }))}
      />
      <FilterSelect name="year" label={yearLabel} options={yearOptions} />
    </Stack>
  );
};
