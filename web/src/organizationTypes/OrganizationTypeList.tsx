import type { OrganizationType } from '@stages/contracts';
import { BooleanField, DataTable, List } from 'react-admin';

/**
 * The API sends every type at once, built-in ones first: there is no paging, sorting or search
 * to offer, and a handful of rows needs none.
 */
export const OrganizationTypeList = () => (
  <List<OrganizationType> pagination={false} exporter={false}>
    <DataTable<OrganizationType> bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="id" disableSort />
      <DataTable.Col source="label_fr" disableSort />
      <DataTable.Col source="label_en" disableSort />
      <DataTable.Col source="label_nl" disableSort />
      <DataTable.Col source="built_in" disableSort field={BooleanField} />
    </DataTable>
  </List>
);
