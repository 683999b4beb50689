import { Alert } from '@mui/material';
import type { OrganizationChild, StageSummary } from '@stages/contracts';
import { useState } from 'react';
import {
  DataTable,
  ListBase,
  ListToolbar,
  Pagination,
  SelectInput,
  SimpleList,
  useGetList,
  useTranslate,
} from 'react-admin';
import { WithPhotoConsent } from '../children/PhotoConsentMark';
import { BelgianDateField } from '../layout/BelgianDateField';
import { searchFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import {
  childName,
  ORGANIZATION_CHILDREN,
  ParentContact,
  SheetState,
  StageChips,
} from './childParts';
import { OrganizationChildShow } from './OrganizationChildShow';

/** The organization's own stages to filter by; the list's records use the stage's id. */
const StageFilter = (_props: { readonly source: string; readonly alwaysOn: boolean }) => {
  const { data = [] } = useGetList<StageSummary & { stage_id: string }>('stage/manage', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'starts_at', order: 'DESC' },
  });
  return (
    <SelectInput
      source="stage_id"
      label="app.organization_children.stage"
      choices={data.map((stage) => ({ id: stage.stage_id, name: stage.name }))}
    />
  );
};

const filters = [searchFilter, <StageFilter key="stage_id" source="stage_id" alwaysOn />];

type Open = (id: string) => false;

/** Identity, stages and the parent's contact; the sheet opens from a row, never in the table. */
const ChildTable = ({ open }: { readonly open: Open }) => (
  <DataTable<OrganizationChild> bulkActionButtons={false} rowClick={(id) => open(String(id))}>
    <DataTable.Col
      source="last_name"
      label="app.organization_children.child"
      render={(child: OrganizationChild) => (
        <WithPhotoConsent consent={child.photo_consent} answered={child.photo_consent_answered}>
          {childName(child)}
        </WithPhotoConsent>
      )}
    />
    <DataTable.Col source="birth_date" label="resources.children.fields.birth_date">
      <BelgianDateField source="birth_date" />
    </DataTable.Col>
    <DataTable.Col
      source="stages"
      label="app.organization_children.stages"
      disableSort
      render={(child: OrganizationChild) => <StageChips child={child} />}
    />
    <DataTable.Col
      source="parent_name"
      label="app.organization_children.parent"
      disableSort
      render={(child: OrganizationChild) => <ParentContact child={child} />}
    />
    <DataTable.Col
      source="health_available"
      label="app.organization_children.sheet"
      disableSort
      render={(child: OrganizationChild) => <SheetState child={child} />}
    />
  </DataTable>
);

/** On a phone each child is a line: name and age, stages, parent; a tap opens the sheet. */
const ChildLines = ({ open }: { readonly open: Open }) => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <SimpleList<OrganizationChild>
      rowClick={(id) => open(String(id))}
      primaryText={(child) => (
        <WithPhotoConsent consent={child.photo_consent} answered={child.photo_consent_answered}>
          {childName(child)}
        </WithPhotoConsent>
      )}
      secondaryText={(child) => (
        <>
          {`${format.date(child.birth_date)} · ${translate('app.organization_children.years', {
            smart_count: child.age,
          })}`}
          <br />
          {child.stages.map((stage) => stage.name).join(', ')}
          <br />
          {[child.parent_name, child.parent_phone].filter(Boolean).join(' · ')}
        </>
      )}
      tertiaryText={(child) => <SheetState child={child} />}
    />
  );
};

/**
 * The settings' children tab: every child with a pending or accepted place on one of the
 * organization's stages. The list carries no health data; the sheet is asked for one child at
 * a time, in a dialog, so that each reading the API records is one the organizer chose.
 */
export const OrganizationChildList = () => {
  const translate = useTranslate();
  const wide = useWideScreen();
  const [shown, setShown] = useState<string | null>(null);
  const open: Open = (id) => {
    setShown(id);
    return false;
  };
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.organization_children.intro')}
      </Alert>
      <ListBase
        resource={ORGANIZATION_CHILDREN}
        sort={{ field: 'last_name', order: 'ASC' }}
        perPage={25}
        disableSyncWithLocation
      >
        <ListToolbar filters={filters} />
        {wide ? <ChildTable open={open} /> : <ChildLines open={open} />}
        <Pagination />
      </ListBase>
      <OrganizationChildShow id={shown} onClose={() => setShown(null)} />
    </>
  );
};
