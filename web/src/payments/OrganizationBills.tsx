import { Box, Stack } from '@mui/material';
import type { Enrollment, StageSummary } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListBase, Pagination, SimpleList } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  FilterSelect,
  Payment,
  usePaymentStatusOptions,
  yearOptions,
} from '../bills/ParentBillsPage';
import { AmountAndPayment } from '../bills/AmountAndPayment';
import { BillsOrFailure } from '../bills/BillsOrFailure';
import { useBillWords } from '../bills/useBillWords';
import { BillActions, BulkMarkPaidButton } from '../bills/PaymentButtons';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { stageEnrollmentsPath } from '../stages/StageLinks';
import { BillTotalsBar } from './BillTotalsBar';

/** By stage (the organization's own), payment status and year of issue. */
const Filters = () => {
  const paymentStatuses = usePaymentStatusOptions();
  const stages = useQuery({
    queryKey: ['organization/stages', 'all'],
    queryFn: () =>
      api<StageSummary[]>(
        `/organization/stages/?range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["starts_at","DESC"]')}`,
      ),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
      <FilterSelect
        name="stage_id"
        label="app.bills.filters.stage"
        options={(stages.data ?? []).map((stage) => ({ id: stage.id, name: stage.name }))}
      />
      <FilterSelect
        name="payment_status"
        label="app.bills.filters.payment_status"
        options={paymentStatuses}
      />
      <FilterSelect name="year" label="app.bills.filters.year" options={yearOptions} />
    </Stack>
  );
};

/** The stage, linked to its enrollments. */
const StageLink = ({ bill }: { readonly bill: Enrollment }) =>
  bill.stage_slug ? (
    <Link to={stageEnrollmentsPath(bill.stage_slug)}>{bill.stage_name}</Link>
  ) : (
    <>{bill.stage_name}</>
  );

const BillTable = () => {
  const format = useFormats();
  const day = (value: string | null) => (value ? format.date(value) : '');
  return (
    <DataTable<Enrollment> bulkActionButtons={<BulkMarkPaidButton />} rowClick={false}>
      <DataTable.Col
        source="invoice_number"
        label="app.bills.invoice_number"
        render={(bill: Enrollment) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {bill.invoice_number}
          </Box>
        )}
      />
      <DataTable.Col
        source="child_last_name"
        label="app.enrollments.child"
        render={enrolledChildName}
      />
      <DataTable.Col
        source="starts_at"
        label="app.enrollments.stage"
        render={(bill: Enrollment) => <StageLink bill={bill} />}
      />
      <DataTable.Col
        source="issued_on"
        label="app.bills.issued_on"
        render={(bill: Enrollment) => day(bill.issued_on)}
      />
      <DataTable.Col
        source="due_date"
        label="app.bills.due_date"
        render={(bill: Enrollment) => day(bill.due_date)}
      />
      <DataTable.Col
        source="payment_date"
        label="app.bills.payment"
        render={(bill: Enrollment) => <AmountAndPayment enrollment={bill} />}
      />
      <DataTable.Col
        label="app.enrollments.actions"
        disableSort
        render={(bill: Enrollment) => <BillActions enrollment={bill} />}
      />
    </DataTable>
  );
};

/** On a phone: the child and the invoice, the stage, the sums and days, then the action. */
const BillLines = () => {
  const words = useBillWords();
  return (
    <SimpleList<Enrollment>
      rowClick={false}
      primaryText={(bill) => `${enrolledChildName(bill)} · ${bill.invoice_number ?? ''}`}
      secondaryText={(bill) => (
        <>
          {bill.stage_name}
          <Box component="span" sx={{ display: 'block' }}>
            {words.owing(bill)}
          </Box>
          <Stack
            component="span"
            direction="row"
            sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
          >
            <Payment enrollment={bill} />
            <BillActions enrollment={bill} />
          </Stack>
        </>
      )}
    />
  );
};

/** The organization's bills, newest first, under their totals for the same filter. */
export const OrganizationBills = () => (
  <ListBase
    resource="organization/bills"
    sort={{ field: 'issued_on', order: 'DESC' }}
    perPage={25}
    disableSyncWithLocation
  >
    <Filters />
    <BillTotalsBar totalsPath="/organization/bills/totals/" />
    <BillsOrFailure table={<BillTable />} lines={<BillLines />} />
    <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
  </ListBase>
);
