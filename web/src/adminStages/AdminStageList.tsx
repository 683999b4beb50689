import type { StageSummary } from '@stages/contracts';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { BelgianDateField } from '../layout/BelgianDateField';
import { searchFilter, yesNoFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import { PublicStateField, publicStateOf } from '../stages/PublicState';
import { ModerationButton } from './ModerationButton';

const filters = [searchFilter, yesNoFilter('visible'), yesNoFilter('moderated')];

/** Whether families can still register, or why not. */
const useRegistrationText = () => {
  const translate = useTranslate();
  return (stage: StageSummary) =>
    translate(
      stage.closed_reason === null
        ? 'admin.stages.registration_open'
        : `admin.stages.closed_reasons.${stage.closed_reason}`,
    );
};

const AdminStageTable = () => {
  const registration = useRegistrationText();
  return (
    <DataTable<StageSummary> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="organization.name" disableSort />
      <DataTable.Col source="starts_at">
        <BelgianDateField source="starts_at" />
      </DataTable.Col>
      <DataTable.Col source="visible" label="app.stages.public_state" disableSort>
        <PublicStateField />
      </DataTable.Col>
      <DataTable.Col source="registration_open" disableSort render={registration} />
      <DataTable.Col label="">
        <ModerationButton />
      </DataTable.Col>
    </DataTable>
  );
};

/** On a phone each stage is a line, with the moderation button at its end. */
const AdminStageLines = () => {
  const translate = useTranslate();
  const format = useFormats();
  const registration = useRegistrationText();
  return (
    <SimpleList<StageSummary>
      rowClick={false}
      primaryText={(stage) => stage.name}
      secondaryText={(stage) => (
        <>
          {stage.organization.name}
          <br />
          {`${format.date(stage.starts_at)} · ${translate(`app.stages.states.${publicStateOf(stage)}`)} · ${registration(stage)}`}
        </>
      )}
      rightIcon={() => <ModerationButton />}
    />
  );
};

/**
 * Every stage, hidden and past ones included, latest first. An administrator may take one off
 * the public site, whatever its organizer chose, and give it back.
 */
export const AdminStageList = () => (
  <List<StageSummary>
    filters={filters}
    sort={{ field: 'starts_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    {useWideScreen() ? <AdminStageTable /> : <AdminStageLines />}
  </List>
);
