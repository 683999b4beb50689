import type { AdminOrganization } from '@stages/contracts';
import {
  BooleanField,
  DataTable,
  DateField,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  useLocaleState,
} from 'react-admin';
import { intlLocale, isLocale } from '../i18n/locales';
import { OrganizationTypeLabel } from '../organizationTypes/OrganizationTypeLabel';
import { VerifyButton } from './VerifyButton';

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
  const [locale] = useLocaleState();
  const formatLocale = intlLocale[isLocale(locale) ? locale : 'fr'];
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
          <DateField source="verified_at" locales={formatLocale} />
        </DataTable.Col>
        <DataTable.Col source="created_at">
          <DateField source="created_at" locales={formatLocale} />
        </DataTable.Col>
        <DataTable.Col label="">
          <VerifyButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
