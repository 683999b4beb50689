import type { DecisionRecord } from '@stages/contracts';
import { DataTable, ListBase, Pagination, SimpleList, useTranslate } from 'react-admin';
import { StatusChip } from '../layout/StatusChip';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';

const childName = (record: DecisionRecord) =>
  `${record.child_first_name ?? ''} ${record.child_last_name ?? ''}`.trim();

const colors = {
  requested: 'warning',
  accepted: 'success',
  rejected: 'error',
  cancelled: 'default',
} as const;

const DecisionChip = ({ record }: { readonly record: DecisionRecord }) => (
  <StatusChip
    label={`app.stage_enrollments.decisions.${record.decision}`}
    color={colors[record.decision]}
  />
);

/** Who acted, with the capacity they acted in. */
function useActor() {
  const translate = useTranslate();
  return (record: DecisionRecord) =>
    [
      record.actor_name,
      record.actor_role ? translate(`app.stage_enrollments.roles.${record.actor_role}`) : null,
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * The stage's decisions as the log records them, newest first: what was decided, for which
 * child, by whom and when. Nothing here can be changed.
 */
export const StageDecisionHistory = ({ slug }: { readonly slug: string }) => {
  const format = useFormats();
  const actor = useActor();
  return (
    <ListBase
      resource={`organization/stages/${slug}/decisions`}
      sort={{ field: 'occurred_at', order: 'DESC' }}
      perPage={25}
      disableSyncWithLocation
    >
      {useWideScreen() ? (
        <DataTable<DecisionRecord> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="occurred_at"
            label="app.stage_enrollments.history.when"
            render={(record: DecisionRecord) => format.dateTime(record.occurred_at)}
          />
          <DataTable.Col
            source="decision"
            label="app.stage_enrollments.history.what"
            disableSort
            render={(record: DecisionRecord) => <DecisionChip record={record} />}
          />
          <DataTable.Col
            label="app.enrollments.child"
            disableSort
            render={(record: DecisionRecord) => childName(record)}
          />
          <DataTable.Col label="app.stage_enrollments.history.who" disableSort render={actor} />
        </DataTable>
      ) : (
        <SimpleList<DecisionRecord>
          rowClick={false}
          primaryText={(record) => childName(record)}
          secondaryText={(record) => `${format.dateTime(record.occurred_at)} · ${actor(record)}`}
          tertiaryText={(record) => <DecisionChip record={record} />}
        />
      )}
      <Pagination rowsPerPageOptions={[25]} />
    </ListBase>
  );
};
