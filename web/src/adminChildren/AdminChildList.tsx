import type { AdminChild } from '@stages/contracts';
import { DataTable, List, SelectField, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { BelgianDateField } from '../layout/BelgianDateField';
import { searchFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import { ParentLink } from './ParentLink';
import { sexChoices } from '../children/sexChoices';

const filters = [
  searchFilter,
  <SelectInput key="sex" source="sex" choices={sexChoices} alwaysOn />,
];

/** Identity only: the health sheet is on the child's page, where each reading is recorded. */
const ChildTable = () => (
  <DataTable<AdminChild> bulkActionButtons={false} rowClick="show">
    <DataTable.Col source="last_name" />
    <DataTable.Col source="first_name" />
    <DataTable.Col source="birth_date">
      <BelgianDateField source="birth_date" />
    </DataTable.Col>
    <DataTable.Col source="age" disableSort align="right" />
    <DataTable.Col source="sex" disableSort>
      <SelectField source="sex" choices={sexChoices} />
    </DataTable.Col>
    <DataTable.Col source="parent_name" disableSort>
      <ParentLink />
    </DataTable.Col>
    <DataTable.Col source="city" disableSort />
  </DataTable>
);

/** On a phone each child is a line that opens its page. */
const ChildLines = () => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <SimpleList<AdminChild>
      linkType="show"
      primaryText={(child) => `${child.first_name} ${child.last_name}`}
      secondaryText={(child) =>
        [
          translate('admin.children.age', { smart_count: child.age }),
          translate(`app.children.sexes.${child.sex}`),
          child.parent_name,
        ].join(' · ')
      }
      tertiaryText={(child) => format.date(child.birth_date)}
    />
  );
};

/** In name order, as families are asked about by name. */
export const AdminChildList = () => (
  <List<AdminChild>
    filters={filters}
    sort={{ field: 'last_name', order: 'ASC' }}
    perPage={25}
    exporter={false}
  >
    {useWideScreen() ? <ChildTable /> : <ChildLines />}
  </List>
);
