import AddIcon from '@mui/icons-material/Add';
import { Link as MuiLink, Stack } from '@mui/material';
import type { StageSummary } from '@stages/contracts';
import {
  DataTable,
  DeleteWithConfirmButton,
  ListBase,
  ListToolbar,
  Pagination,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Button } from '../layout/Button';
import { Link } from 'react-router-dom';
import { BelgianDateField } from '../layout/BelgianDateField';
import { searchFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import { PublicStateField, publicStateOf } from './PublicState';
import { AddChildButton, EnrollmentsButton } from './StageLinks';
import { VisibilityButton } from './VisibilityButton';
import { YearExportButton } from './YearExportButton';

const filters = [searchFilter];

/** The stage's own page, where the organizer edits it. */
const editPath = (stage: StageSummary) => `/stage/manage/${stage.slug}`;

/** Places left out of all: an organizer reads the two together. */
const places = (stage: StageSummary) => `${stage.remaining_places} / ${stage.max_children}`;

/**
 * A row opens the stage; its enrollments, registering a child, hiding and deleting stay at hand
 * at the end of it.
 */
const OrganizerStageTable = () => (
  <DataTable<StageSummary>
    bulkActionButtons={false}
    rowClick={(_id, _resource, stage) => editPath(stage)}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="starts_at">
      <BelgianDateField source="starts_at" showTime />
    </DataTable.Col>
    <DataTable.Col source="registration_deadline">
      <BelgianDateField source="registration_deadline" showTime />
    </DataTable.Col>
    <DataTable.Col source="remaining_places" disableSort align="right" render={places} />
    <DataTable.Col source="visible" label="app.stages.public_state" disableSort>
      <PublicStateField />
    </DataTable.Col>
    <DataTable.Col label="app.stages.actions" disableSort>
      <Stack sx={{ alignItems: 'flex-start' }}>
        <EnrollmentsButton />
        <AddChildButton />
        <VisibilityButton />
        <DeleteWithConfirmButton
          resource="stage/manage"
          mutationMode="pessimistic"
          redirect={false}
        />
      </Stack>
    </DataTable.Col>
  </DataTable>
);

/**
 * On a phone each stage is a line: its name opens it, and its actions follow, in words (a line
 * that opened the stage could not hold buttons of its own).
 */
const OrganizerStageLines = () => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <SimpleList<StageSummary>
      rowClick={false}
      primaryText={(stage) => (
        <MuiLink component={Link} to={editPath(stage)}>
          {stage.name}
        </MuiLink>
      )}
      secondaryText={(stage) => (
        <>
          {`${format.date(stage.starts_at)} · ${translate(`app.stages.states.${publicStateOf(stage)}`)}`}
          <br />
          {translate('app.stages.places_left', {
            smart_count: stage.remaining_places,
            max: stage.max_children,
          })}
          <Stack component="span" direction="row" sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5 }}>
            <EnrollmentsButton />
            <AddChildButton />
            <VisibilityButton />
          </Stack>
        </>
      )}
    />
  );
};

/** The organization's own stages, hidden ones included, in the settings' stages tab. */
export const OrganizerStageList = () => (
  <ListBase resource="stage/manage" sort={{ field: 'starts_at', order: 'ASC' }} perPage={10}>
    <ListToolbar
      filters={filters}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap' }}>
          <YearExportButton />
          <Button
            component={Link}
            to="/stage/manage/"
            label="app.stages.create"
            sx={{ whiteSpace: 'nowrap' }}
          >
            <AddIcon />
          </Button>
        </TopToolbar>
      }
    />
    {useWideScreen() ? <OrganizerStageTable /> : <OrganizerStageLines />}
    <Pagination />
  </ListBase>
);
