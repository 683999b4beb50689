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
import { UNFINISHED_DATE } from '../../layout/dateText';
import { LocalizedDateField } from '../../layout/LocalizedDateField';
import { type CatalogueSearch, NO_FILTERS } from './useCatalogueSearch';

// Built from MUI's input parts rather than TextField, which brings the whole select menu along:
// this page is the first most visitors open.

/** A labelled outlined field; the label always sits above, as the date fields' do. */
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

/**
 * A date (or month) filter in the page's language. The picker's code comes when the visitor
 * reaches for a field, not with the page; an unfinished date changes nothing.
 */
const DateField = ({
  label,
  kind,
  value,
  onChange,
}: {
  label: string;
  kind: 'date' | 'month';
  value: string;
  onChange: (value: string) => void;
}) => (
  <LocalizedDateField
    deferred
    kind={kind}
    label={label}
    value={value}
    onChange={(text) => {
      if (text !== UNFINISHED_DATE) onChange(text);
    }}
    variant="outlined"
    size="small"
    margin="none"
    fullWidth={false}
    sx={{ width: 190 }}
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
        kind="date"
        value={search.start_from}
        onChange={(start_from) => update({ start_from })}
      />
      <DateField
        label={field('end_until')}
        kind="date"
        value={search.end_until}
        onChange={(end_until) => update({ end_until })}
      />
      <DateField
        label={field('month')}
        kind="month"
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
