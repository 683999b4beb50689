import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button as MuiButton, Divider } from '@mui/material';
import type { Child } from '@stages/contracts';
import {
  DataTable,
  ListBase,
  Pagination,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Button } from '../layout/Button';
import { Link } from 'react-router-dom';
import { BelgianDateField } from '../layout/BelgianDateField';
import { useWideScreen } from '../layout/useWideScreen';
import { LegalRepresentativesList } from '../legalRepresentatives/LegalRepresentativesList';
import { useFormats } from '../providers/useFormats';
import { childName } from './childName';

/** The child's own page, where the parent edits or deletes it. */
const editPath = (child: Child) => `/parent/add-child/${child.id}`;

/** The row's own link, for those who look for one; the row opens the same page. */
const EditLink = () => {
  const child = useRecordContext<Child>();
  if (!child) return null;
  return (
    <Button
      component={Link}
      to={editPath(child)}
      label="app.children.edit"
      onClick={(event) => event.stopPropagation()}
    >
      <EditIcon />
    </Button>
  );
};

/** A row opens the child; the link at its end says so. */
const ChildrenTable = () => {
  const translate = useTranslate();
  return (
    <DataTable<Child>
      bulkActionButtons={false}
      rowClick={(_id, _resource, child) => editPath(child)}
    >
      <DataTable.Col source="first_name" label="app.children.name" render={childName} />
      <DataTable.Col
        source="age"
        disableSort
        align="right"
        render={(child: Child) => translate('app.children.years', { smart_count: child.age })}
      />
      <DataTable.Col source="birth_date">
        <BelgianDateField source="birth_date" />
      </DataTable.Col>
      <DataTable.Col label="app.children.actions" disableSort>
        <EditLink />
      </DataTable.Col>
    </DataTable>
  );
};

/** On a phone each child is a line that opens it: name, then age and birth date. */
const ChildrenLines = () => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <SimpleList<Child>
      rowClick={(_id, _resource, child) => editPath(child as Child)}
      primaryText={(child) => childName(child)}
      secondaryText={(child) =>
        `${translate('app.children.years', { smart_count: child.age })} · ${format.date(child.birth_date)}`
      }
    />
  );
};

/**
 * The family's children, in the parent's settings; adding one opens its form. Below them, the
 * legal representatives a child may name.
 */
export const ChildrenTab = () => {
  const translate = useTranslate();
  const wide = useWideScreen();
  return (
    <>
      <ListBase resource="children" sort={{ field: 'birth_date', order: 'ASC' }} perPage={25}>
        <Box sx={{ mb: 2 }}>
          {/* MUI's button: react-admin's shows only its icon on a phone. */}
          <MuiButton
            component={Link}
            to="/parent/add-child/"
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('app.children.add')}
          </MuiButton>
        </Box>
        {wide ? <ChildrenTable /> : <ChildrenLines />}
        <Pagination />
      </ListBase>
      <Divider sx={{ my: 3 }} />
      <LegalRepresentativesList />
    </>
  );
};
