import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ENROLLMENT_STATUSES, type Child, type Enrollment } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  DataTable,
  ListBase,
  Pagination,
  SimpleList,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { FormPage } from '../layout/FormPage';
import { useWideScreen } from '../layout/useWideScreen';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { EnrollmentStatusChip } from './EnrollmentStatusChip';
import { UnenrolButton } from './UnenrolButton';
import { enrolledChildName } from './enrolledChildName';

const thisYear = new Date().getFullYear();
const YEARS = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2];

/** By child, status and year, kept in the list's own filters. */
const Filters = () => {
  const translate = useTranslate();
  const list = useListContext<Enrollment>();
  const current = list.filterValues as Record<string, unknown>;
  const { setFilters } = list;
  const children = useQuery({
    queryKey: ['children', 'all'],
    queryFn: () => api<Child[]>(`/children/?range=${encodeURIComponent('[0,99]')}`),
  });
  const set = (name: string, value: unknown) => {
    const next: Record<string, unknown> = { ...current, [name]: value };
    if (value === '') delete next[name];
    setFilters(next, {});
  };
  const select = (name: string, label: string, options: { id: string; name: string }[]) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={current[name] ?? ''}
      onChange={(event) =>
        set(
          name,
          name === 'year' && event.target.value ? Number(event.target.value) : event.target.value,
        )
      }
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate('app.enrollments.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
      {select(
        'child_id',
        'app.enrollments.filters.child',
        (children.data ?? []).map((child) => ({
          id: child.id,
          name: `${child.first_name} ${child.last_name}`,
        })),
      )}
      {select(
        'status',
        'app.enrollments.filters.status',
        ENROLLMENT_STATUSES.map((status) => ({
          id: status,
          name: translate(`app.enrollments.status.${status}`),
        })),
      )}
      {select(
        'year',
        'app.enrollments.filters.year',
        YEARS.map((year) => ({ id: String(year), name: String(year) })),
      )}
    </Stack>
  );
};

const StageLink = ({ enrollment }: { readonly enrollment: Enrollment }) =>
  enrollment.stage_slug ? (
    <Link to={`/stage/${enrollment.stage_slug}`}>{enrollment.stage_name}</Link>
  ) : (
    <>{enrollment.stage_name}</>
  );

const EnrollmentTable = () => {
  const format = useFormats();
  return (
    <DataTable<Enrollment> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col
        source="child_last_name"
        label="app.enrollments.child"
        render={enrolledChildName}
      />
      <DataTable.Col
        source="stage_name"
        label="app.enrollments.stage"
        disableSort
        render={(enrollment: Enrollment) => <StageLink enrollment={enrollment} />}
      />
      <DataTable.Col source="organization_name" label="app.enrollments.organization" disableSort />
      <DataTable.Col
        source="starts_at"
        label="app.enrollments.dates"
        render={(enrollment: Enrollment) =>
          enrollment.starts_at
            ? `${format.date(enrollment.starts_at)} – ${format.date(enrollment.ends_at!)}`
            : ''
        }
      />
      <DataTable.Col
        source="status"
        label="app.enrollments.status_label"
        render={(enrollment: Enrollment) => <EnrollmentStatusChip status={enrollment.status} />}
      />
      <DataTable.Col
        label="app.enrollments.actions"
        disableSort
        render={(enrollment: Enrollment) => <UnenrolButton enrollment={enrollment} />}
      />
    </DataTable>
  );
};

/** On a phone: the child and the stage, then dates, organization and status. */
const EnrollmentLines = () => {
  const format = useFormats();
  const translate = useTranslate();
  return (
    <SimpleList<Enrollment>
      rowClick={false}
      primaryText={(enrollment) =>
        `${enrolledChildName(enrollment)} · ${enrollment.stage_name ?? ''}`
      }
      secondaryText={(enrollment) =>
        [
          enrollment.starts_at ? format.date(enrollment.starts_at) : '',
          enrollment.organization_name ?? '',
          translate(`app.enrollments.status.${enrollment.status}`),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(enrollment) => <UnenrolButton enrollment={enrollment} />}
    />
  );
};

/**
 * /parent/documents/: the family's registrations, newest first, each with its status and, for
 * the primary parent before the stage starts, the way to unenrol. Bills join them with payments.
 */
export const ParentEnrollmentsPage = () => {
  const translate = useTranslate();
  const wide = useWideScreen();
  return (
    <FormPage title={translate('app.enrollments.title')} width="lg">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.enrollments.intro')}
      </Typography>
      <ListBase resource="enrollments" sort={{ field: 'requested_at', order: 'DESC' }} perPage={25}>
        <Filters />
        {wide ? <EnrollmentTable /> : <EnrollmentLines />}
        <Pagination rowsPerPageOptions={[25]} />
      </ListBase>
    </FormPage>
  );
};
