import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** A select of the list's filters, `all` first; the year is a number. */
export const FilterSelect = ({
  name,
  label,
  options,
}: {
  readonly name: string;
  readonly label: string;
  readonly options: readonly { id: string; name: string }[];
}) => {
  const translate = useTranslate();
  const list = useListContext();
  const current = list.filterValues as Record<string, unknown>;
  const { setFilters } = list;
  const set = (value: string) => {
    const next: Record<string, unknown> = {
      ...current,
      [name]: name === 'year' && value ? Number(value) : value,
    };
    if (value === '') delete next[name];
    setFilters(next, {});
  };
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={
        typeof current[name] === 'string' || typeof current[name] === 'number'
          ? String(current[name])
          : ''
      }
      onChange={(event) => set(event.target.value)}
      sx={{ width: { xs: '100%', sm: 200 } }}
    >
      <MenuItem value="">{translate('app.enrollments.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
