import { AutocompleteInput, NullableBooleanInput, ReferenceInput, SearchInput } from 'react-admin';
import { SEARCH_PAUSE_MS } from './searchPause';

/** The words search every list starts with. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;

/** A yes / no / either filter on a boolean field, always on show. */
export const yesNoFilter = (source: string) => (
  <NullableBooleanInput
    key={source}
    source={source}
    trueLabel="admin.yes"
    falseLabel="admin.no"
    alwaysOn
  />
);

/** An organization picked by the words of its name, for the administrators' lists. */
export const organizationFilter = (label: string) => (
  <ReferenceInput
    key="organization_id"
    source="organization_id"
    reference="admin/organizations"
    sort={{ field: 'name', order: 'ASC' }}
    alwaysOn
  >
    <AutocompleteInput
      label={label}
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
      debounce={SEARCH_PAUSE_MS}
    />
  </ReferenceInput>
);
