import { DECISIONS, type DecisionRecord } from '@stages/contracts';
import {
  DataTable,
  FunctionField,
  List,
  SelectArrayInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { BelgianDateField } from '../layout/BelgianDateField';
import { organizationFilter, searchFilter } from '../layout/listFilters';
import { LocalizedDateInput } from '../layout/LocalizedDateInput';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import { DecisionActor, actorName, actorRole } from './DecisionActor';
import { DecisionChip } from './DecisionChip';
import { ShortId } from './ShortId';
import { enrolledChildName } from '../enrollments/enrolledChildName';

const decisionChoices = DECISIONS.map((id) => ({
  id,
  name: `admin.decisions.decisions.${id}`,
}));

// The words search the stage's and the child's names; the organization is picked by name.
const filters = [
  searchFilter,
  organizationFilter('resources.admin/decisions.fields.organization_name'),
  <SelectArrayInput key="decision" source="decision" choices={decisionChoices} alwaysOn />,
  <LocalizedDateInput key="from" source="from" alwaysOn />,
  <LocalizedDateInput key="to" source="to" alwaysOn />,
];

const DecisionTable = () => (
  <DataTable<DecisionRecord> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="occurred_at">
      <BelgianDateField source="occurred_at" showTime />
    </DataTable.Col>
    <DataTable.Col source="organization_name" disableSort />
    <DataTable.Col source="stage_name" disableSort />
    <DataTable.Col source="child_last_name" disableSort>
      <FunctionField<DecisionRecord> render={enrolledChildName} />
    </DataTable.Col>
    <DataTable.Col source="decision" disableSort>
      <DecisionChip />
    </DataTable.Col>
    <DataTable.Col source="actor_name" disableSort>
      <DecisionActor />
    </DataTable.Col>
    <DataTable.Col source="command_id" disableSort>
      <ShortId source="command_id" />
    </DataTable.Col>
    <DataTable.Col source="correlation_id" disableSort>
      <ShortId source="correlation_id" />
    </DataTable.Col>
  </DataTable>
);

/** On a phone each decision is a line: who, where, what, by whom, when. */
const DecisionLines = () => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <SimpleList<DecisionRecord>
      linkType={false}
      primaryText={(record) =>
        [enrolledChildName(record), record.stage_name].filter(Boolean).join(' · ')
      }
      secondaryText={(record) =>
        [
          translate(`admin.decisions.decisions.${record.decision}`),
          actorName(record, translate),
          actorRole(record, translate),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(record) => format.dateTime(record.occurred_at)}
    />
  );
};

/** Newest first: the history is read back from the latest decision. Read-only. */
export const DecisionList = () => (
  <List<DecisionRecord>
    filters={filters}
    sort={{ field: 'occurred_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    {useWideScreen() ? <DecisionTable /> : <DecisionLines />}
  </List>
);
