import type { AdminOrganization } from '@stages/contracts';
import { DataTable, List, ReferenceField, SimpleList, useTranslate } from 'react-admin';
import { BelgianDateField } from '../layout/BelgianDateField';
import { searchFilter, yesNoFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';
import { OrganizationTypeLabel } from '../organizationTypes/OrganizationTypeLabel';
import { useFormats } from '../providers/useFormats';
import { VerificationStatus, verificationStatusOf } from './VerificationStatus';
import { VerifyButton } from './VerifyButton';

const filters = [searchFilter, yesNoFilter('verified')];

/**
 * What decides whether to open an organization, verify it first; the account, enterprise
 * number and dates of verification are on its page.
 */
const OrganizationTable = () => (
  <DataTable<AdminOrganization> bulkActionButtons={false} rowClick="show">
    <DataTable.Col source="name" />
    <DataTable.Col source="type" disableSort>
      <ReferenceField source="type" reference="admin/organization-types" link={false}>
        <OrganizationTypeLabel />
      </ReferenceField>
    </DataTable.Col>
    <DataTable.Col source="city" disableSort />
    <DataTable.Col source="stages" disableSort align="right" />
    <DataTable.Col
      source="verified"
      label="resources.admin/organizations.fields.status"
      disableSort
    >
      <VerificationStatus />
    </DataTable.Col>
    <DataTable.Col source="created_at">
      <BelgianDateField source="created_at" />
    </DataTable.Col>
    <DataTable.Col label="">
      <VerifyButton />
    </DataTable.Col>
  </DataTable>
);

/** On a phone each organization is a line that opens its page, where the verify button is. */
const OrganizationLines = () => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <SimpleList<AdminOrganization>
      linkType="show"
      primaryText={(organization) => organization.name}
      secondaryText={(organization) =>
        [
          organization.city,
          translate(`admin.organizations.statuses.${verificationStatusOf(organization)}`),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(organization) => format.date(organization.created_at)}
    />
  );
};

/** Newest first: the ones waiting for verification are usually the latest. */
export const OrganizationList = () => (
  <List<AdminOrganization>
    filters={filters}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    {useWideScreen() ? <OrganizationTable /> : <OrganizationLines />}
  </List>
);
