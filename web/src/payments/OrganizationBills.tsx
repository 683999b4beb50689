import { Box } from '@mui/material';
import type { BillListItem, StageSummary } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListBase, Pagination, SimpleList } from 'react-admin';
import {
  AmountAndPayment,
  BillActions,
  BillFilters,
  BillLineRow,
  BillTotalsBar,
  BillsOrFailure,
  BulkMarkPaidButton,
  FilterSelect,
  Payment,
  StageLink,
  useBillWords,
} from '../bills';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { CompactPriceLines } from '../enrollments/PriceLines';
import { api } from '../providers/apiClient';
import { stageEnrollmentsPath } from '../stages/StageLinks';

/** By stage (the organization's own), payment status and year of issue. */
const Filters = () => {
  const stages = useQuery({
    queryKey: ['organization/stages', 'all'],
    queryFn: () =>
      api<StageSummary[]>(
        `/organization/stages/?range=${encodeURIComponent('[0,99]')}&sort=${encodeURIComponent('["starts_at","DESC"]')}`,
      ),
  });
  return (
    <BillFilters yearLabel="app.bills.filters.year">
      <FilterSelect
        name="stage_id"
        label="app.bills.filters.stage"
        options={(stages.data ?? []).map((stage) => ({ id: stage.id, name: stage.name }))}
      />
    </BillFilters>
  );
};

const BillTable = () => {
  const words = useBillWords();
  return (
    <DataTable<BillListItem> bulkActionButtons={<BulkMarkPaidButton />} rowClick={false}>
      <DataTable.Col
        source="invoice_number"
        label="app.bills.invoice_number"
        render={(bill: BillListItem) => (
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
        render={(bill: BillListItem) => <StageLink bill={bill} path={stageEnrollmentsPath} />}
      />
      <DataTable.Col
        source="issued_on"
        label="app.bills.issued_on"
        render={(bill: BillListItem) => words.day(bill.issued_on)}
      />
      <DataTable.Col
        source="due_date"
        label="app.bills.due_date"
        render={(bill: BillListItem) => words.day(bill.due_date)}
      />
      <DataTable.Col
        source="payment_date"
        label="app.bills.payment"
        render={(bill: BillListItem) => <AmountAndPayment enrollment={bill} />}
      />
      <DataTable.Col
        label="app.enrollments.actions"
        disableSort
        render={(bill: BillListItem) => <BillActions enrollment={bill} />}
      />
    </DataTable>
  );
};

/** On a phone: the child and the invoice, the stage, the sums and days, then the action. */
const BillLines = () => {
  const words = useBillWords();
  return (
    <SimpleList<BillListItem>
      rowClick={false}
      primaryText={(bill) => `${enrolledChildName(bill)} · ${bill.invoice_number ?? ''}`}
      secondaryText={(bill) => (
        <>
          {bill.stage_name}
          <Box component="span" sx={{ display: 'block' }}>
            {words.owing(bill)}
          </Box>
          <CompactPriceLines lines={bill.lines} />
          <BillLineRow>
            <Payment enrollment={bill} />
            <BillActions enrollment={bill} />
          </BillLineRow>
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
