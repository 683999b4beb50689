import type { OrganizationSummary } from '@stages/contracts';
import { DataTable, FunctionField, List } from 'react-admin';
import { searchFilter } from '../../layout/listFilters';

const filters = [searchFilter];

/** /organizations: the verified organizations, by name; a row opens the organization's page. */
export const OrganizationDirectory = () => (
  <List<OrganizationSummary>
    resource="organizations"
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    exporter={false}
    disableAuthentication
    storeKey={false}
  >
    <DataTable<OrganizationSummary>
      bulkActionButtons={false}
      rowClick={(_id, _resource, organization) => `/organizations/${organization.slug}`}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="city" disableSort />
      <DataTable.Col source="upcoming_stages" disableSort align="right">
        <FunctionField<OrganizationSummary>
          render={(organization) => organization.upcoming_stages}
        />
      </DataTable.Col>
    </DataTable>
  </List>
);
