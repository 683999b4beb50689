import type { AdminParent } from '@stages/contracts';
import { DataTable, List, SelectField, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { BelgianDateField } from '../layout/BelgianDateField';
import { searchFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';
import { languageChoices } from '../i18n/languageChoices';

const filters = [
  searchFilter,
  <SelectInput
    key="language"
    source="language"
    choices={languageChoices}
    translateChoice={false}
    alwaysOn
  />,
];

/** Who the parent is and how to reach them; the address and children are on their page. */
const ParentTable = () => (
  <DataTable<AdminParent> bulkActionButtons={false} rowClick="show">
    <DataTable.Col source="last_name" />
    <DataTable.Col source="first_name" />
    <DataTable.Col source="email" sx={{ wordBreak: 'break-all' }} />
    <DataTable.Col source="city" disableSort />
    <DataTable.Col source="language" disableSort>
      <SelectField source="language" choices={languageChoices} translateChoice={false} />
    </DataTable.Col>
    <DataTable.Col source="children" disableSort align="right" />
    <DataTable.Col source="created_at">
      <BelgianDateField source="created_at" />
    </DataTable.Col>
  </DataTable>
);

/** On a phone each parent is a line that opens their page. */
const ParentLines = () => {
  const translate = useTranslate();
  return (
    <SimpleList<AdminParent>
      linkType="show"
      primaryText={(parent) => `${parent.first_name} ${parent.last_name}`}
      secondaryText={(parent) => [parent.email, parent.city].filter(Boolean).join(' · ')}
      tertiaryText={(parent) =>
        translate('admin.parents.children_count', { smart_count: parent.children })
      }
      sx={{ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
    />
  );
};

/** Newest accounts first: the ones an administrator is most often asked about. */
export const ParentList = () => (
  <List<AdminParent>
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    {useWideScreen() ? <ParentTable /> : <ParentLines />}
  </List>
);
