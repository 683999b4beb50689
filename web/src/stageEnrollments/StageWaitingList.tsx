import { Alert, Box, Stack } from '@mui/material';
import { WAITING_LIST_STATUSES, type OrganizerWaitingListEntry } from '@stages/contracts';
import {
  DataTable,
  ListBase,
  ListToolbar,
  Pagination,
  SelectInput,
  SimpleList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import { WaitingStatusChip, waitingChildren } from '../waitingList';
import { WaitingListActions } from './WaitingListActions';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="app.enrollments.filters.status"
    emptyText="app.enrollments.filters.all"
    alwaysOn
    choices={WAITING_LIST_STATUSES.map((status) => ({
      id: status,
      name: `app.waiting_list.status.${status}`,
    }))}
  />,
];

const Children = ({ entry }: { readonly entry: OrganizerWaitingListEntry }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <Stack>
      <span>{waitingChildren(entry, locale)}</span>
      {entry.sibling_of_registered && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate('app.stage_waiting_list.sibling')}
        </Box>
      )}
    </Stack>
  );
};

const Family = ({ entry }: { readonly entry: OrganizerWaitingListEntry }) => (
  <Stack>
    <span>{entry.parent_name ?? entry.parent_email}</span>
    <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
      {entry.parent_phone ?? entry.parent_email}
    </Box>
  </Stack>
);

/** The status, and what it says more: the offer's deadline, or why the organizer acted. */
const Standing = ({ entry }: { readonly entry: OrganizerWaitingListEntry }) => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <WaitingStatusChip status={entry.status} />
      {entry.status === 'offered' && entry.offer_expires_at && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {translate('app.stage_waiting_list.until', {
            deadline: format.dateTime(entry.offer_expires_at),
          })}
        </Box>
      )}
      {entry.offered_out_of_order && entry.offer_reason && (
        <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {translate('app.stage_waiting_list.out_of_order', { reason: entry.offer_reason })}
        </Box>
      )}
      {entry.status === 'removed' && entry.removal_reason && (
        <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {translate('app.waiting_list.removal_reason', { reason: entry.removal_reason })}
        </Box>
      )}
    </Stack>
  );
};

const WaitingTable = ({ slug }: { readonly slug: string }) => {
  const format = useFormats();
  return (
    <DataTable<OrganizerWaitingListEntry> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col
        source="position"
        label="app.stage_waiting_list.position"
        render={(entry: OrganizerWaitingListEntry) => entry.position ?? '–'}
      />
      <DataTable.Col
        label="app.stage_waiting_list.children"
        disableSort
        render={(entry: OrganizerWaitingListEntry) => <Children entry={entry} />}
      />
      <DataTable.Col
        label="app.stage_enrollments.parent"
        disableSort
        render={(entry: OrganizerWaitingListEntry) => <Family entry={entry} />}
      />
      <DataTable.Col
        source="joined_at"
        label="app.stage_waiting_list.joined_at"
        render={(entry: OrganizerWaitingListEntry) => format.dateTime(entry.joined_at)}
      />
      <DataTable.Col
        source="status"
        label="app.enrollments.status_label"
        render={(entry: OrganizerWaitingListEntry) => <Standing entry={entry} />}
      />
      <DataTable.Col
        label="app.enrollments.actions"
        disableSort
        render={(entry: OrganizerWaitingListEntry) => (
          <WaitingListActions slug={slug} entry={entry} />
        )}
      />
    </DataTable>
  );
};

const WaitingLines = ({ slug }: { readonly slug: string }) => {
  const translate = useTranslate();
  const format = useFormats();
  const [locale] = useLocaleState();
  return (
    <SimpleList<OrganizerWaitingListEntry>
      rowClick={false}
      primaryText={(entry) =>
        [
          entry.position === null
            ? null
            : translate('app.stage_waiting_list.rank', { position: entry.position }),
          waitingChildren(entry, locale),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      secondaryText={(entry) => (
        <>
          {[
            entry.parent_name,
            entry.parent_phone ?? entry.parent_email,
            format.date(entry.joined_at),
          ]
            .filter(Boolean)
            .join(' · ')}
          <Stack direction="row" sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Standing entry={entry} />
            <WaitingListActions slug={slug} entry={entry} />
          </Stack>
        </>
      )}
    />
  );
};

/**
 * The stage's waiting list for its organizer, in the order places are offered: the time the
 * families joined, brothers and sisters of a registered child first when the stage says so; an
 * entry of several children is offered places only when all fit, keeping its rank while later
 * ones that fit are offered. Offer now and remove, each with a reason.
 */
export const StageWaitingList = ({ slug }: { readonly slug: string }) => {
  const translate = useTranslate();
  return (
    <ListBase
      resource={`organization/stages/${slug}/waiting-list`}
      sort={{ field: 'position', order: 'ASC' }}
      perPage={25}
      disableSyncWithLocation
    >
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('app.stage_waiting_list.order')}
      </Alert>
      <ListToolbar filters={filters} />
      {useWideScreen() ? <WaitingTable slug={slug} /> : <WaitingLines slug={slug} />}
      <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
    </ListBase>
  );
};
