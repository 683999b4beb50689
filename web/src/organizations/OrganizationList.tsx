import type { AdminOrganization } from '@stages/contracts';
import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
} from 'react-admin';
import { OrganizationTypeLabel } from '../organizationTypes/OrganizationTypeLabel';
import { VerifyButton } from './VerifyButton';
import { BelgianDateField } from '../layout/BelgianDateField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput
    key="verified"
    source="verified"
    trueLabel="admin.yes"
    falseLabel="admin.no"
    alwaysOn
  />,
];

/** Newest first: the ones waiting for verification are usually the latest. */
export const OrganizationList = () => {
  return (
    <List<AdminOrganization>
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <DataTable<AdminOrganization> bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="name" />
        <DataTable.Col source="type" disableSort>
          <ReferenceField source="type" reference="admin/organization-types" link={false}>
            <OrganizationTypeLabel />
          </ReferenceField>
        </DataTable.Col>
        <DataTable.Col source="city" disableSort />
        <DataTable.Col source="owner_email" disableSort />
        <DataTable.Col source="enterprise_number" disableSort />
        <DataTable.Col source="stages" disableSort align="right" />
        <DataTable.Col source="verified" disableSort field={BooleanField} />
        <DataTable.Col source="changed_since_verification" disableSort field={BooleanField} />
        <DataTable.Col source="verified_at">
          <BelgianDateField source="verified_at" />
        </DataTable.Col>
        <DataTable.Col source="created_at">
          <BelgianDateField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label="">
          <VerifyButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
