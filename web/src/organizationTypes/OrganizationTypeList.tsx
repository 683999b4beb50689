import type { OrganizationType } from '@stages/contracts';
import { BooleanField, DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { useWideScreen } from '../layout/useWideScreen';
import { OrganizationTypeLabel } from './OrganizationTypeLabel';

const OrganizationTypeTable = () => (
  <DataTable<OrganizationType> bulkActionButtons={false} rowClick="edit">
    <DataTable.Col source="id" disableSort />
    <DataTable.Col source="label_fr" disableSort />
    <DataTable.Col source="label_en" disableSort />
    <DataTable.Col source="label_nl" disableSort />
    <DataTable.Col source="built_in" disableSort field={BooleanField} />
  </DataTable>
);

/** On a phone: the label in the reader's language, and the code every profile refers to. */
const OrganizationTypeLines = () => {
  const translate = useTranslate();
  return (
    <SimpleList<OrganizationType>
      rowClick="edit"
      primaryText={<OrganizationTypeLabel />}
      secondaryText={(type) =>
        type.built_in ? `${type.id} · ${translate('admin.organization_types.built_in')}` : type.id
      }
    />
  );
};

/**
 * The API sends every type at once, built-in ones first: there is no paging, sorting or search
 * to offer, and a handful of rows needs none.
 */
export const OrganizationTypeList = () => (
  <List<OrganizationType> pagination={false} exporter={false}>
    {useWideScreen() ? <OrganizationTypeTable /> : <OrganizationTypeLines />}
  </List>
);
