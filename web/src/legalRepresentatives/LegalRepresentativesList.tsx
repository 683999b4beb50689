import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button as MuiButton, Stack, Typography } from '@mui/material';
import {
  formatNationalRegisterNumber,
  LEGAL_REPRESENTATIVE_PAGE_SIZE,
  type LegalRepresentative,
} from '@stages/contracts';
import { useId } from 'react';
import {
  DataTable,
  ListBase,
  SimpleList,
  useListContext,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Button } from '../layout/Button';
import { Link } from 'react-router-dom';
import { useWideScreen } from '../layout/useWideScreen';
import { LEGAL_REPRESENTATIVES, searchOf } from './legalRepresentativeCalls';
import { LegalRepresentativeData } from './LegalRepresentativeData';
import { RepresentativePager } from './RepresentativePager';
import { RepresentativeSearch } from './RepresentativeSearch';
import { CREATE_PATH, editPath, representativeName } from './representativeName';

const number = (person: LegalRepresentative) =>
  formatNationalRegisterNumber(person.national_register_number);

/** The row's own link, for those who look for one; the row opens the same page. */
const EditLink = () => {
  const person = useRecordContext<LegalRepresentative>();
  if (!person) return null;
  return (
    <Button
      component={Link}
      to={editPath(person)}
      label="app.legal_representatives.edit"
      onClick={(event) => event.stopPropagation()}
    >
      <EditIcon />
    </Button>
  );
};

/** In name order, as the API pages them: sorting here would only sort one page. */
const RepresentativesTable = () => (
  <DataTable<LegalRepresentative>
    bulkActionButtons={false}
    rowClick={(_id, _resource, person) => editPath(person)}
  >
    <DataTable.Col
      source="last_name"
      label="app.legal_representatives.name"
      disableSort
      render={(person: LegalRepresentative) => representativeName(person)}
    />
    <DataTable.Col
      source="national_register_number"
      label="app.legal_representatives.fields.national_register_number"
      disableSort
      render={number}
    />
    <DataTable.Col label="app.legal_representatives.actions" disableSort>
      <EditLink />
    </DataTable.Col>
  </DataTable>
);

/** On a phone each representative is a line that opens them: name, then number. */
const RepresentativesLines = () => (
  <SimpleList<LegalRepresentative>
    rowClick={(_id, _resource, person) => editPath(person as LegalRepresentative)}
    primaryText={representativeName}
    secondaryText={number}
  />
);

/** None yet, or none matching the words typed: said in a sentence, not an empty table. */
const RepresentativeRows = () => {
  const translate = useTranslate();
  const wide = useWideScreen();
  const list = useListContext();
  if (list.total === 0) {
    const search = searchOf(list.filterValues);
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {search
          ? translate('app.legal_representatives.no_match', { search })
          : translate('app.legal_representatives.none')}
      </Typography>
    );
  }
  return wide ? <RepresentativesTable /> : <RepresentativesLines />;
};

/**
 * The family's legal representatives, below its children: paged three at a time by the API,
 * searched by name. The list keeps its page and search to itself, off the address, which the
 * children's list above already uses.
 */
export const LegalRepresentativesList = () => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2">
        {translate('app.legal_representatives.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.legal_representatives.intro')}
      </Typography>
      <LegalRepresentativeData>
        <ListBase
          resource={LEGAL_REPRESENTATIVES}
          perPage={LEGAL_REPRESENTATIVE_PAGE_SIZE}
          disableSyncWithLocation
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 1 }}
          >
            {/* MUI's button: react-admin's shows only its icon on a phone. */}
            <MuiButton
              component={Link}
              to={CREATE_PATH}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {translate('app.legal_representatives.add')}
            </MuiButton>
            <RepresentativeSearch />
          </Stack>
          <RepresentativeRows />
          <RepresentativePager />
        </ListBase>
      </LegalRepresentativeData>
    </Box>
  );
};
