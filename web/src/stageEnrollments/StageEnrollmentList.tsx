import { Box, Stack } from '@mui/material';
import { ENROLLMENT_STATUSES, type EnrollmentListItem } from '@stages/contracts';
import type { ReactNode } from 'react';
import {
  DataTable,
  ListBase,
  ListToolbar,
  Pagination,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import {
  AmountAndPayment,
  BillAmount,
  BillActions,
  BillDocuments,
  BulkMarkPaidButton,
  PaymentStatusChip,
  useBillWords,
} from '../bills';
import { EnrollmentStatusChip } from '../enrollments/EnrollmentStatusChip';
import { CompactPriceLines, optionLabels } from '../enrollments/PriceLines';
import { ReducedPriceChip } from '../enrollments/ReducedPriceChip';
import { searchFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';
import { WithPhotoConsent } from '../children/PhotoConsentMark';
import { useFormats } from '../providers/useFormats';
import { BulkDecisionButtons } from './BulkDecisionButtons';
import { DecisionButtons } from './DecisionButtons';
import { enrolledChildName } from '../enrollments/enrolledChildName';

const filters = [
  searchFilter,
  <SelectInput
    key="status"
    source="status"
    label="app.enrollments.filters.status"
    emptyText="app.enrollments.filters.all"
    alwaysOn
    choices={ENROLLMENT_STATUSES.map((status) => ({
      id: status,
      name: `app.enrollments.status.${status}`,
    }))}
  />,
];

/** The parent the organizer calls: name, then phone or else e-mail. */
const Parent = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) => (
  <Stack>
    <span>{enrollment.parent_name ?? enrollment.parent_email}</span>
    <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
      {enrollment.parent_phone ?? enrollment.parent_email}
    </Box>
  </Stack>
);

const BulkActions = () => (
  <>
    <BulkDecisionButtons />
    <BulkMarkPaidButton />
  </>
);

/** A row's own documents: its bill; the mutual insurers' certificates come in the stage's ZIP. */
const BILLS = ['invoice', 'credit_note'] as const;

/** A decision while pending, then the bill's payment or refund, and its documents: one a line. */
const RowActions = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) => (
  <Stack sx={{ alignItems: 'flex-start' }}>
    <DecisionButtons enrollment={enrollment} />
    <BillActions enrollment={enrollment} />
    <BillDocuments bill={enrollment} kinds={BILLS} compact />
  </Stack>
);

/** The options the family chose with the place. */
const Options = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) => {
  const translate = useTranslate();
  const options = optionLabels(enrollment.lines);
  if (options.length === 0) return null;
  return (
    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem', mt: 0.5 }}>
      {translate('app.stage_enrollments.options', { names: options.join(' · ') })}
    </Box>
  );
};

/** The enrolled child's name with its photo consent; none once the child was erased. */
const PhotoConsentOf = ({
  enrollment,
  children,
}: {
  readonly enrollment: EnrollmentListItem;
  readonly children: ReactNode;
}) => (
  <WithPhotoConsent
    consent={enrollment.child_last_name === null ? null : enrollment.child_photo_consent}
    answered={enrollment.child_photo_consent_answered}
  >
    {children}
  </WithPhotoConsent>
);

/** The child, and under the name its age on the stage's first day, then the options chosen. */
const Child = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) => {
  const translate = useTranslate();
  return (
    <Stack>
      <PhotoConsentOf enrollment={enrollment}>{enrolledChildName(enrollment)}</PhotoConsentOf>
      {enrollment.age_on_first_day !== null && (
        <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {translate('app.enrollments.years', { smart_count: enrollment.age_on_first_day })}
        </Box>
      )}
      <Options enrollment={enrollment} />
    </Stack>
  );
};

/**
 * The bill once there is one, with its payment; before, the price the family confirmed. Either
 * comes with its lines when there are several.
 */
const Price = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) => {
  if (enrollment.amount_cents !== null) {
    return <AmountAndPayment enrollment={enrollment} withinStage />;
  }
  if (enrollment.status !== 'pending') return null;
  // A request has no bill yet: the price it was registered at, with its lines.
  return (
    <BillAmount
      bill={{ amount_cents: enrollment.price_cents, lines: enrollment.lines }}
      withinStage
    />
  );
};

/**
 * At 1280 px, beside the menu, the table has some 1,000 px: the child carries its age, the amount
 * its payment, and the actions stack, so that every column and every action's words are seen.
 */
const EnrollmentTable = () => {
  const format = useFormats();
  return (
    <DataTable<EnrollmentListItem> bulkActionButtons={<BulkActions />} rowClick={false}>
      <DataTable.Col
        source="child_last_name"
        label="app.enrollments.child"
        render={(enrollment: EnrollmentListItem) => <Child enrollment={enrollment} />}
      />
      <DataTable.Col
        label="app.stage_enrollments.parent"
        disableSort
        render={(enrollment: EnrollmentListItem) => <Parent enrollment={enrollment} />}
      />
      <DataTable.Col
        source="requested_at"
        label="app.stage_enrollments.requested_at"
        render={(enrollment: EnrollmentListItem) => format.dateTime(enrollment.requested_at)}
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
        label="app.bills.payment"
        disableSort
        render={(enrollment: EnrollmentListItem) => <Price enrollment={enrollment} />}
      />
      <DataTable.Col
        label="app.enrollments.actions"
        disableSort
        render={(enrollment: EnrollmentListItem) => <RowActions enrollment={enrollment} />}
      />
    </DataTable>
  );
};

/**
 * On a phone: the child and its age, the parent, the bill, then the statuses and what can be
 * done.
 */
const EnrollmentLines = () => {
  const format = useFormats();
  const translate = useTranslate();
  const words = useBillWords();
  return (
    <SimpleList<EnrollmentListItem>
      rowClick={false}
      primaryText={(enrollment) => (
        <PhotoConsentOf enrollment={enrollment}>
          {enrollment.age_on_first_day === null
            ? enrolledChildName(enrollment)
            : `${enrolledChildName(enrollment)} · ${translate('app.enrollments.years', {
                smart_count: enrollment.age_on_first_day,
              })}`}
        </PhotoConsentOf>
      )}
      secondaryText={(enrollment) => (
        <>
          {[
            enrollment.parent_name,
            enrollment.parent_phone ?? enrollment.parent_email,
            format.date(enrollment.requested_at),
          ]
            .filter(Boolean)
            .join(' · ')}
          {(enrollment.amount_cents !== null || enrollment.status === 'pending') && (
            <Box component="span" sx={{ display: 'block' }}>
              {[
                format.price(enrollment.amount_cents ?? enrollment.price_cents),
                words.paid(enrollment),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Box>
          )}
          {(enrollment.amount_cents !== null || enrollment.status === 'pending') && (
            <CompactPriceLines lines={enrollment.lines} withinStage />
          )}
          <Stack direction="row" sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <EnrollmentStatusChip status={enrollment.status} />
            <ReducedPriceChip standing={enrollment.reduced_price} />
            <PaymentStatusChip status={enrollment.payment_status} />
            <DecisionButtons enrollment={enrollment} />
            <BillActions enrollment={enrollment} />
            <BillDocuments bill={enrollment} kinds={BILLS} />
          </Stack>
        </>
      )}
    />
  );
};

/**
 * The stage's enrollments, newest request first: search by the child's or parent's name,
 * filter by status, decide one by one or several at once.
 */
export const StageEnrollmentList = ({ slug }: { readonly slug: string }) => (
  <ListBase
    resource={`organization/stages/${slug}/enrollments`}
    sort={{ field: 'requested_at', order: 'DESC' }}
    perPage={25}
    disableSyncWithLocation
  >
    <ListToolbar filters={filters} />
    {useWideScreen() ? <EnrollmentTable /> : <EnrollmentLines />}
    <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
  </ListBase>
);
