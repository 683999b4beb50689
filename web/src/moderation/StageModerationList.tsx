import type { StageSummary } from '@stages/contracts';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  useTranslate,
} from 'react-admin';
import { ModerationButton } from './ModerationButton';
import { BelgianDateField } from '../layout/BelgianDateField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput
    key="visible"
    source="visible"
    trueLabel="admin.yes"
    falseLabel="admin.no"
    alwaysOn
  />,
  <NullableBooleanInput
    key="moderated"
    source="moderated"
    trueLabel="admin.yes"
    falseLabel="admin.no"
    alwaysOn
  />,
];

/**
 * Every stage, hidden and past ones included, latest first. An administrator may take one off
 * the public site, whatever its organizer chose, and give it back.
 */
export const StageModerationList = () => {
  const translate = useTranslate();
  return (
    <List<StageSummary>
      filters={filters}
      sort={{ field: 'starts_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable<StageSummary> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="organization.name" disableSort />
        <DataTable.Col source="city" disableSort />
        <DataTable.Col source="starts_at">
          <BelgianDateField source="starts_at" />
        </DataTable.Col>
        <DataTable.Col source="visible" disableSort field={BooleanField} />
        <DataTable.Col source="moderated" disableSort field={BooleanField} />
        <DataTable.Col
          source="registration_open"
          disableSort
          render={(stage: StageSummary) =>
            translate(
              stage.closed_reason === null
                ? 'admin.stages.registration_open'
                : `admin.stages.closed_reasons.${stage.closed_reason}`,
            )
          }
        />
        <DataTable.Col label="">
          <ModerationButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
