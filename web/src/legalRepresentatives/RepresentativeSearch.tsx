import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { searchOf } from './legalRepresentativeCalls';

/**
 * Words of the names, sent as the API's `search` once the parent pauses typing (the list's
 * debounce); a new search starts again at the first page.
 */
export const RepresentativeSearch = () => {
  const translate = useTranslate();
  const list = useListContext();
  const [text, setText] = useState(() => searchOf(list.filterValues));
  return (
    <TextField
      type="search"
      size="small"
      label={translate('app.legal_representatives.search')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        list.setFilters(
          event.target.value.trim() ? { q: event.target.value } : {},
          undefined,
          true,
        );
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 260 } }}
    />
  );
};
