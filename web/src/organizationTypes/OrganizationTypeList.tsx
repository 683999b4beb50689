import type { OrganizationType } from '@stages/contracts';
import AddIcon from '@mui/icons-material/Add';
import { BooleanField, DataTable, List, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Button } from '../layout/Button';
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

/** A new type, named in words at every width (react-admin's turns into a bare "+" on a phone). */
const CreateTypeButton = () => (
  <TopToolbar>
    <Button component={Link} to="/admin/organization-types/create" label="ra.action.create">
      <AddIcon />
    </Button>
  </TopToolbar>
);

/**
 * The API sends every type at once, built-in ones first: there is no paging, sorting or search
 * to offer, and a handful of rows needs none.
 */
export const OrganizationTypeList = () => (
  <List<OrganizationType> pagination={false} exporter={false} actions={<CreateTypeButton />}>
    {useWideScreen() ? <OrganizationTypeTable /> : <OrganizationTypeLines />}
  </List>
);
