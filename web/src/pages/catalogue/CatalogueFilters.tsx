import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  InputAdornment,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Switch,
} from '@mui/material';
import type { OrganizationSummary } from '@stages/contracts';
import { type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { SEARCH_PAUSE_MS } from '../../layout/searchPause';
import { type CatalogueSearch, NO_FILTERS } from './useCatalogueSearch';

// Built from MUI's input parts rather than TextField, which brings the whole select menu along:
// this page is the first most visitors open.

/** A labelled outlined field; the label always sits above, as date inputs show a mask. */
const Field = ({ label, input }: { label: string; input: (id: string) => ReactElement }) => {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" fullWidth={false} margin="none">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {input(id)}
    </FormControl>
  );
};

/** Words are sent once the visitor pauses, not at every key. */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState(value);
  const [addressed, setAddressed] = useState(value);
  if (value !== addressed) {
    // The address changed under the field (back button, cleared filters): show what it says.
    setAddressed(value);
    setTyped(value);
  }
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => search.current(typed), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value]);
  return (
    <OutlinedInput
      type="search"
      size="small"
      placeholder={translate('ra.action.search')}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      inputProps={{ 'aria-label': translate('ra.action.search'), maxLength: 200 }}
      startAdornment={
        <InputAdornment position="start">
          <SearchIcon fontSize="small" />
        </InputAdornment>
      }
      sx={{ flex: '1 1 260px' }}
    />
  );
}

/** The verified organizations, for the organization filter: a native list, handy on a phone. */
function OrganizationField({
  value,
  onChange,
}: {
  value: string;
  onChange: (slug: string) => void;
}) {
  const translate = useTranslate();
  const { data = [] } = useGetList<OrganizationSummary>('organizations', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const label = translate('resources.stages.fields.organization.name');
  return (
    <Field
      label={label}
      input={(id) => (
        <NativeSelect
          id={id}
          value={data.some((organization) => organization.slug === value) ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          input={<OutlinedInput label={label} notched />}
          sx={{ minWidth: 200 }}
        >
          <option value="">{translate('app.catalogue.all_organizations')}</option>
          {data.map((organization) => (
            <option key={organization.slug} value={organization.slug}>
              {organization.name}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}

/** A date (or month) filter, with the browser's own picker. */
const DateField = ({
  label,
  type,
  value,
  onChange,
}: {
  label: string;
  type: 'date' | 'month';
  value: string;
  onChange: (value: string) => void;
}) => (
  <Field
    label={label}
    input={(id) => (
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    )}
  />
);

export const CatalogueFilters = ({
  search,
  update,
  filtered,
  withOrganization,
}: {
  search: CatalogueSearch;
  update: (change: Partial<CatalogueSearch>) => void;
  filtered: boolean;
  withOrganization: boolean;
}) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.stages.fields.${name}`);
  return (
    <Box
      role="search"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
    >
      <SearchField value={search.q} onSearch={(q) => update({ q })} />
      <DateField
        label={field('start_from')}
        type="date"
        value={search.start_from}
        onChange={(start_from) => update({ start_from })}
      />
      <DateField
        label={field('end_until')}
        type="date"
        value={search.end_until}
        onChange={(end_until) => update({ end_until })}
      />
      <DateField
        label={field('month')}
        type="month"
        value={search.month}
        onChange={(month) => update({ month })}
      />
      {withOrganization && (
        <OrganizationField
          value={search.organization}
          onChange={(organization) => update({ organization })}
        />
      )}
      <FormControlLabel
        control={
          <Switch
            checked={search.open}
            onChange={(event) => update({ open: event.target.checked })}
          />
        }
        label={field('open')}
      />
      {filtered && (
        <Button onClick={() => update(NO_FILTERS)}>
          {translate('app.catalogue.clear_filters')}
        </Button>
      )}
    </Box>
  );
};
