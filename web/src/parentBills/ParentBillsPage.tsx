import { Box, Stack, Typography } from '@mui/material';
import { ENROLLMENT_STATUSES, type Child, type EnrollmentListItem } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListBase, Pagination, SimpleList, useTranslate } from 'react-admin';
import {
  BillAmount,
  BillDocuments,
  BillFilters,
  BillLineRow,
  BillsOrFailure,
  FilterSelect,
  PayButton,
  PayOnlineButton,
  Payment,
  StageLink,
  useBillWords,
} from '../bills';
import { EnrollmentStatusChip } from '../enrollments/EnrollmentStatusChip';
import { UnenrolButton } from '../enrollments/UnenrolButton';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { CompactPriceLines } from '../enrollments/PriceLines';
import { ReducedPriceChip } from '../enrollments/ReducedPriceChip';
import { FormPage } from '../layout/FormPage';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { FamilyMessages } from '../stageMessages';
import { FamilyWaitingList } from '../waitingList';

/** By child, enrollment status, payment status and year, kept in the list's own filters. */
const Filters = () => {
  const translate = useTranslate();
  const children = useQuery({
    queryKey: ['children', 'all'],
    queryFn: () => api<Child[]>(`/children/?range=${encodeURIComponent('[0,99]')}`),
  });
  return (
    <BillFilters yearLabel="app.enrollments.filters.year">
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
    </BillFilters>
  );
};

const publicPagePath = (slug: string) => `/stage/${slug}`;

/** The stage's first and last days. */
const useStageDates = () => {
  const format = useFormats();
  return (enrollment: EnrollmentListItem) =>
    enrollment.starts_at && enrollment.ends_at
      ? `${format.date(enrollment.starts_at)} – ${format.date(enrollment.ends_at)}`
      : '';
};

/** The stage, with its organization and dates beneath, and what its organizer wrote to the family. */
const Stage = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) => {
  const dates = useStageDates();
  return (
    <Stack>
      <span>
        <StageLink bill={enrollment} path={publicPagePath} />
      </span>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
        {[enrollment.organization_name, dates(enrollment)].filter(Boolean).join(' · ')}
      </Box>
      <FamilyMessages stageId={enrollment.stage_id} />
    </Stack>
  );
};

/** Online first where the organization takes it; the transfer's instructions stay beside it. */
const Actions = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
    <PayOnlineButton enrollment={enrollment} short />
    <PayButton enrollment={enrollment} />
    <UnenrolButton enrollment={enrollment} />
  </Stack>
);

/**
 * On a phone, what can be done, the organizer's messages, then the bill's documents, wrapping
 * as the line narrows.
 */
const LineActions = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) => (
  <Stack
    component="span"
    direction="row"
    sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
  >
    <PayOnlineButton enrollment={enrollment} />
    <PayButton enrollment={enrollment} />
    <UnenrolButton enrollment={enrollment} />
    <FamilyMessages stageId={enrollment.stage_id} />
    <BillDocuments bill={enrollment} />
  </Stack>
);

const BillTable = () => {
  const words = useBillWords();
  return (
    <DataTable<EnrollmentListItem>
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
        render={(enrollment: EnrollmentListItem) => <Stage enrollment={enrollment} />}
      />
      <DataTable.Col
        source="status"
        label="app.enrollments.status_label"
        render={(enrollment: EnrollmentListItem) => (
          <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
            <EnrollmentStatusChip status={enrollment.status} />
            <ReducedPriceChip standing={enrollment.reduced_price} />
          </Stack>
        )}
      />
      <DataTable.Col
        source="invoice_number"
        label="app.bills.documents.label"
        disableSort
        render={(enrollment: EnrollmentListItem) => <BillDocuments bill={enrollment} compact />}
      />
      <DataTable.Col
        source="amount_cents"
        label="app.bills.amount"
        align="right"
        disableSort
        render={(enrollment: EnrollmentListItem) =>
          enrollment.amount_cents === null ? null : (
            <BillAmount bill={enrollment} narrow align="right" />
          )
        }
      />
      <DataTable.Col
        source="due_date"
        label="app.bills.due_date"
        disableSort
        render={(enrollment: EnrollmentListItem) => words.day(enrollment.due_date)}
      />
      <DataTable.Col
        source="payment_status"
        label="app.bills.payment"
        disableSort
        render={(enrollment: EnrollmentListItem) => <Payment enrollment={enrollment} />}
      />
      <DataTable.Col
        label="app.enrollments.actions"
        disableSort
        render={(enrollment: EnrollmentListItem) => <Actions enrollment={enrollment} />}
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
    <SimpleList<EnrollmentListItem>
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
          {enrollment.invoice_number && <CompactPriceLines lines={enrollment.lines} />}
          <BillLineRow>
            <EnrollmentStatusChip status={enrollment.status} />
            <ReducedPriceChip standing={enrollment.reduced_price} />
            <Payment enrollment={enrollment} />
          </BillLineRow>
          <LineActions enrollment={enrollment} />
        </>
      )}
    />
  );
};

/**
 * /parent/bills/: every registration of the family, newest first, with its bill once accepted:
 * how much, by when, and whether it is paid. A bill still to pay is paid online where its
 * organization takes it, or opens its payment instructions (QR code, account, structured
 * communication); the primary parent may still unenrol before the stage starts. Each bill's
 * documents download from its line: the invoice, its credit note, the mutual insurer's
 * certificate.
 */
export const ParentBillsPage = () => {
  const translate = useTranslate();
  return (
    <FormPage title={translate('app.bills.title')} width="xl">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.bills.intro')}
      </Typography>
      <FamilyWaitingList />
      <ListBase resource="enrollments" sort={{ field: 'requested_at', order: 'DESC' }} perPage={25}>
        <Filters />
        <BillsOrFailure table={<BillTable />} lines={<BillLines />} />
        <Pagination rowsPerPageOptions={[25]} />
      </ListBase>
    </FormPage>
  );
};
