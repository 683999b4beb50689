import type { DecisionRecord } from '@stages/contracts';
import { DataTable, ListBase, Pagination, SimpleList, useTranslate } from 'react-admin';
import { DecisionChip } from '../enrollments/DecisionChip';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';

const Decision = ({ record }: { readonly record: DecisionRecord }) => (
  <DecisionChip decision={record.decision} messages="app.stage_enrollments.decisions" />
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
            render={(record: DecisionRecord) => <Decision record={record} />}
          />
          <DataTable.Col
            label="app.enrollments.child"
            disableSort
            render={(record: DecisionRecord) => enrolledChildName(record)}
          />
          <DataTable.Col label="app.stage_enrollments.history.who" disableSort render={actor} />
        </DataTable>
      ) : (
        <SimpleList<DecisionRecord>
          rowClick={false}
          primaryText={(record) => enrolledChildName(record)}
          secondaryText={(record) => `${format.dateTime(record.occurred_at)} · ${actor(record)}`}
          tertiaryText={(record) => <Decision record={record} />}
        />
      )}
      <Pagination rowsPerPageOptions={[25]} />
    </ListBase>
  );
};
