import type { Report } from '@stages/contracts';
import {
  DataTable,
  List,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { BelgianDateField } from '../layout/BelgianDateField';
import { searchFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import { reasonChoices, statusChoices, targetTypeChoices } from './choices';
import { ReportStatusButton } from './ReportStatusButton';
import { ReportTargetLink } from './ReportTargetLink';

const filters = [
  searchFilter,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="target_type" source="target_type" choices={targetTypeChoices} alwaysOn />,
];

/** The message's first line is enough to sort reports out; the report's page has it whole. */
const firstLine = {
  display: 'block',
  maxWidth: 260,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

const ReportTable = () => (
  <DataTable<Report> bulkActionButtons={false} rowClick="show">
    <DataTable.Col source="created_at">
      <BelgianDateField source="created_at" />
    </DataTable.Col>
    <DataTable.Col source="target_name" disableSort>
      <ReportTargetLink />
    </DataTable.Col>
    <DataTable.Col source="reason" disableSort>
      <SelectField source="reason" choices={reasonChoices} />
    </DataTable.Col>
    <DataTable.Col source="message" disableSort>
      <TextField source="message" sx={firstLine} />
    </DataTable.Col>
    <DataTable.Col source="status">
      <SelectField source="status" choices={statusChoices} />
    </DataTable.Col>
    <DataTable.Col label="">
      <ReportStatusButton />
    </DataTable.Col>
  </DataTable>
);

/** On a phone each report is a line that opens it; its page has the button that handles it. */
const ReportLines = () => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <SimpleList<Report>
      linkType="show"
      primaryText={(report) => report.target_name}
      secondaryText={(report) =>
        `${translate(`admin.reports.target_types.${report.target_type}`)} · ${translate(
          `admin.reports.reasons.${report.reason}`,
        )}`
      }
      tertiaryText={(report) => format.date(report.created_at)}
    />
  );
};

/**
 * Open reports first: they are the administrators' to-do list. The status filter's "all" undoes
 * that, so react-admin's "add filter" menu, a bare icon on a phone, has nothing to add.
 */
export const ReportList = () => (
  <List<Report>
    actions={false}
    filters={filters}
    filterDefaultValues={{ status: 'open' }}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    {useWideScreen() ? <ReportTable /> : <ReportLines />}
  </List>
);
