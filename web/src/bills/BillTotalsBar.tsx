import { Box, Paper, Typography } from '@mui/material';
import type { BillTotals } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { useListContext, useTranslate } from 'react-admin';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';

const FIGURES = [
  ['due_cents', 'text.primary'],
  ['overdue_cents', 'error.main'],
  ['paid_cents', 'success.main'],
  ['refund_due_cents', 'warning.main'],
] as const;

/**
 * The sums over the bills the list's filter selects, from `totalsPath` (the organization's or
 * the platform's): still due, overdue, paid, owed back.
 */
export const BillTotalsBar = ({ totalsPath }: { readonly totalsPath: string }) => {
  const translate = useTranslate();
  const format = useFormats();
  const list = useListContext();
  const filter = JSON.stringify((list.filterValues as object | undefined) ?? {});
  const totals = useQuery({
    queryKey: [totalsPath, filter],
    queryFn: () => api<BillTotals>(`${totalsPath}?filter=${encodeURIComponent(filter)}`),
  });
  if (!totals.data) return null;
  return (
    <Box
      component="dl"
      aria-label={translate('app.bills.totals.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 1,
        m: 0,
        mb: 2,
      }}
    >
      {FIGURES.map(([name, colour]) => (
        <Paper key={name} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`app.bills.totals.${name}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, color: colour }}>
            {format.price(totals.data[name])}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
};
