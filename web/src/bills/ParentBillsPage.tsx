import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  ENROLLMENT_STATUSES,
  PAYMENT_STATUSES,
  type Child,
  type Enrollment,
} from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  ListBase,
  Pagination,
  SimpleList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { EnrollmentStatusChip } from '../enrollments/EnrollmentStatusChip';
import { UnenrolButton } from '../enrollments/UnenrolButton';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { FormPage } from '../layout/FormPage';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { BillDocuments } from './BillDocuments';
import { BillsOrFailure } from './BillsOrFailure';
import { useBillWords } from './useBillWords';
import { PayButton } from './PayButton';
import { PaymentStatusChip } from './PaymentStatusChip';

const thisYear = new Date().getFullYear();
const YEARS = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2];

/** A select of the list's filters, `all` first; the year is a number. */
export const FilterSelect = ({
  name,
  label,
  options,
}: {
  readonly name: string;
  readonly label: string;
  readonly options: readonly { id: string; name: string }[];
}) => {
  const translate = useTranslate();
  const list = useListContext();
  const current = list.filterValues as Record<string, unknown>;
  const { setFilters } = list;
  const set = (value: string) => {
    const next: Record<string, unknown> = {
      ...current,
      [name]: name === 'year' && value ? Number(value) : value,
    };
    if (value === '') delete next[name];
    setFilters(next, {});
  };
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={
        typeof current[name] === 'string' || typeof current[name] === 'number'
          ? String(current[name])
          : ''
      }
      onChange={(event) => set(event.target.value)}
      sx={{ width: { xs: '100%', sm: 200 } }}
    >
      <MenuItem value="">{translate('app.enrollments.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The years a list filters on: next year's stages are booked ahead, the last two are kept. */
export const yearOptions = YEARS.map((year) => ({ id: String(year), name: String(year) }));

/** The payment statuses, in words. */
export const usePaymentStatusOptions = () => {
  const translate = useTranslate();
  return PAYMENT_STATUSES.map((status) => ({
    id: status,
    name: translate(`app.bills.status.${status}`),
  }));
};

/** By child, enrollment status, payment status and year, kept in the list's own filters. */
const Filters = () => {
  const translate = useTranslate();
  const paymentStatuses = usePaymentStatusOptions();
  const children = useQuery({
    queryKey: ['children', 'all'],
    queryFn: () => api<Child[]>(`/children/?range=${encodeURIComponent('[0,99]')}`),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
      <FilterSelect
        name="child_id"
        label="app.enrollments.filters.child"
        options={(children.data ?? []).map((child) => ({
          id: child.id,
          name: `${child.first_name} ${child.last_name}`,
        }))}
      />
      <FilterSelect
        name="status"
        label="app.enrollments.filters.status"
        options={ENROLLMENT_STATUSES.map((status) => ({
          id: status,
          name: translate(`app.enrollments.status.${status}`),
        }))}
      />
      <FilterSelect
        name="payment_status"
        label="app.bills.filters.payment_status"
        options={paymentStatuses}
      />
      <FilterSelect name="year" label="app.enrollments.filters.year" options={yearOptions} />
    </Stack>
  );
};

const StageLink = ({ enrollment }: { readonly enrollment: Enrollment }) =>
  enrollment.stage_slug ? (
    <Link to={`/stage/${enrollment.stage_slug}`}>{enrollment.stage_name}</Link>
  ) : (
    <>{enrollment.stage_name}</>
  );

/** The stage's first and last days. */
const useStageDates = () => {
  const format = useFormats();
  return (enrollment: Enrollment) =>
    enrollment.starts_at && enrollment.ends_at
      ? `${format.date(enrollment.starts_at)} – ${format.date(enrollment.ends_at)}`
      : '';
};

/** The stage, with its organization and dates beneath. */
const Stage = ({ enrollment }: { readonly enrollment: Enrollment }) => {
  const dates = useStageDates();
  return (
    <Stack>
      <span>
        <StageLink enrollment={enrollment} />
      </span>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {[enrollment.organization_name, dates(enrollment)].filter(Boolean).join(' · ')}
      </Box>
    </Stack>
  );
};

/** The payment status, and the day it was paid or refunded. */
export const Payment = ({ enrollment }: { readonly enrollment: Enrollment }) => {
  const translate = useTranslate();
  const format = useFormats();
  const day =
    enrollment.payment_status === 'refunded' && enrollment.refund_date
      ? translate('app.bills.refunded_on', { date: format.date(enrollment.refund_date) })
      : enrollment.payment_date
        ? translate('app.bills.paid_on', { date: format.date(enrollment.payment_date) })
        : null;
  return (
    <Stack sx={{ alignItems: 'flex-start' }}>
      <PaymentStatusChip status={enrollment.payment_status} />
      {day && (
        <Box
          component="span"
          sx={{ color: 'text.secondary', fontSize: '0.8125rem', whiteSpace: 'nowrap', mt: 0.25 }}
        >
          {day}
        </Box>
      )}
    </Stack>
  );
};

const Actions = ({ enrollment }: { readonly enrollment: Enrollment }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    <PayButton enrollment={enrollment} />
    <UnenrolButton enrollment={enrollment} />
  </Stack>
);

/** On a phone, what can be done then the bill's documents, wrapping as the line narrows. */
const LineActions = ({ enrollment }: { readonly enrollment: Enrollment }) => (
  <Stack
    component="span"
    direction="row"
    sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
  >
    <PayButton enrollment={enrollment} />
    <UnenrolButton enrollment={enrollment} />
    <BillDocuments bill={enrollment} />
  </Stack>
);

const BillTable = () => {
  const format = useFormats();
  const words = useBillWords();
  return (
    <DataTable<Enrollment>
      bulkActionButtons={false}
      rowClick={false}
      // Eight columns beside the menu on a laptop: closer cells keep them within its width.
      sx={{ '& .MuiTableCell-root': { px: 1 } }}
    >
      <DataTable.Col
        source="child_last_name"
        label="app.enrollments.child"
        render={enrolledChildName}
      />
      <DataTable.Col
        source="starts_at"
        label="app.enrollments.stage"
        render={(enrollment: Enrollment) => <Stage enrollment={enrollment} />}
      />
      <DataTable.Col
        source="status"
        label="app.enrollments.status_label"
        render={(enrollment: Enrollment) => <EnrollmentStatusChip status={enrollment.status} />}
      />
      <DataTable.Col
        source="invoice_number"
        label="app.bills.documents.label"
        disableSort
        render={(enrollment: Enrollment) => <BillDocuments bill={enrollment} compact />}
      />
      <DataTable.Col
        source="amount_cents"
        label="app.bills.amount"
        align="right"
        disableSort
        render={(enrollment: Enrollment) => words.amount(enrollment)}
      />
      <DataTable.Col
        source="due_date"
        label="app.bills.due_date"
        disableSort
        render={(enrollment: Enrollment) =>
          enrollment.due_date ? format.date(enrollment.due_date) : ''
        }
      />
      <DataTable.Col
        source="payment_status"
        label="app.bills.payment"
        disableSort
        render={(enrollment: Enrollment) => <Payment enrollment={enrollment} />}
      />
      <DataTable.Col
        label="app.enrollments.actions"
        disableSort
        render={(enrollment: Enrollment) => <Actions enrollment={enrollment} />}
      />
    </DataTable>
  );
};

/** On a phone: the child and the stage, the dates, then the bill and what can be done. */
const BillLines = () => {
  const translate = useTranslate();
  const words = useBillWords();
  const dates = useStageDates();
  return (
    <SimpleList<Enrollment>
      rowClick={false}
      primaryText={(enrollment) =>
        `${enrolledChildName(enrollment)} · ${enrollment.stage_name ?? ''}`
      }
      secondaryText={(enrollment) => (
        <>
          {[dates(enrollment), enrollment.organization_name].filter(Boolean).join(' · ')}
          {enrollment.invoice_number && (
            <Box component="span" sx={{ display: 'block' }}>
              {[
                translate('app.bills.invoice', { number: enrollment.invoice_number }),
                words.owing(enrollment),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Box>
          )}
          <Stack
            component="span"
            direction="row"
            sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <EnrollmentStatusChip status={enrollment.status} />
            <Payment enrollment={enrollment} />
          </Stack>
          <LineActions enrollment={enrollment} />
        </>
      )}
    />
  );
};

/**
 * /parent/bills/: every registration of the family, newest first, with its bill once accepted:
 * how much, by when, and whether it is paid. A bill still to pay opens its payment instructions
 * (QR code, account, structured communication); the primary parent may still unenrol before the
 * stage starts. Each bill's documents download from its line: the invoice, its credit note,
 * the mutual insurer's certificate.
 */
export const ParentBillsPage = () => {
  const translate = useTranslate();
  return (
    <FormPage title={translate('app.bills.title')} width="xl">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.bills.intro')}
      </Typography>
      <ListBase resource="enrollments" sort={{ field: 'requested_at', order: 'DESC' }} perPage={25}>
        <Filters />
        <BillsOrFailure table={<BillTable />} lines={<BillLines />} />
        <Pagination rowsPerPageOptions={[25]} />
      </ListBase>
    </FormPage>
  );
};
