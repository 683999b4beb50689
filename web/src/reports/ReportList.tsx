import type { Report } from '@stages/contracts';
import { DataTable, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { reasonChoices, statusChoices, targetTypeChoices } from './choices';
import { ReportStatusButton } from './ReportStatusButton';
import { ReportTargetLink } from './ReportTargetLink';
import { BelgianDateField } from '../layout/BelgianDateField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="target_type" source="target_type" choices={targetTypeChoices} alwaysOn />,
];

/** Open reports first: they are the administrators' to-do list. */
export const ReportList = () => {
  return (
    <List<Report>
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable<Report> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="created_at">
          <BelgianDateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="target_type" disableSort>
          <SelectField source="target_type" choices={targetTypeChoices} />
        </DataTable.Col>
        <DataTable.Col source="target_name" disableSort>
          <ReportTargetLink />
        </DataTable.Col>
        <DataTable.Col source="reason" disableSort>
          <SelectField source="reason" choices={reasonChoices} />
        </DataTable.Col>
        <DataTable.Col source="message" disableSort>
          <TextField
            source="message"
            sx={{
              display: 'block',
              maxWidth: 320,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          />
        </DataTable.Col>
        <DataTable.Col source="reporter_email" disableSort>
          <TextField source="reporter_email" emptyText="admin.reports.anonymous" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <SelectField source="status" choices={statusChoices} />
        </DataTable.Col>
        <DataTable.Col label="">
          <ReportStatusButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
