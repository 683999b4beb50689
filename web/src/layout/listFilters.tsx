import { NullableBooleanInput, SearchInput } from 'react-admin';

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
