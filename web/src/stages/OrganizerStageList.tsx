import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import type { StageSummary } from '@stages/contracts';
import {
  Button,
  DataTable,
  DeleteWithConfirmButton,
  FunctionField,
  ListBase,
  ListToolbar,
  Pagination,
  SearchInput,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { VisibilityButton } from './VisibilityButton';
import { BelgianDateField } from '../layout/BelgianDateField';

const filters = [<SearchInput source="q" alwaysOn key="q" />];

/** The organization's own stages, hidden ones included, in the settings' stages tab. */
export const OrganizerStageList = () => {
  const translate = useTranslate();
  return (
    <ListBase resource="stage/manage" sort={{ field: 'starts_at', order: 'ASC' }} perPage={10}>
      <ListToolbar
        filters={filters}
        actions={
          <Button component={Link} to="/stage/manage/" label="app.stages.create">
            <AddIcon />
          </Button>
        }
      />
      <DataTable<StageSummary> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="starts_at">
          <BelgianDateField source="starts_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="registration_deadline">
          <BelgianDateField source="registration_deadline" showTime />
        </DataTable.Col>
        <DataTable.Col source="remaining_places" disableSort>
          <FunctionField<StageSummary>
            render={(stage) => `${stage.remaining_places} / ${stage.max_children}`}
          />
        </DataTable.Col>
        <DataTable.Col source="visible" disableSort>
          <FunctionField<StageSummary>
            render={(stage) =>
              translate(
                stage.moderated
                  ? 'app.stages.moderated'
                  : stage.visible
                    ? 'app.stages.visible'
                    : 'app.stages.hidden_state',
              )
            }
          />
        </DataTable.Col>
        <DataTable.Col label="app.stages.actions" disableSort>
          <FunctionField<StageSummary>
            render={(stage) => (
              <Button component={Link} to={`/stage/manage/${stage.slug}`} label="ra.action.edit">
                <EditIcon />
              </Button>
            )}
          />
          <VisibilityButton />
          <DeleteWithConfirmButton
            resource="stage/manage"
            mutationMode="pessimistic"
            redirect={false}
          />
        </DataTable.Col>
      </DataTable>
      <Pagination />
    </ListBase>
  );
};
