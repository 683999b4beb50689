import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { useFormats } from '../providers/useFormats';

/**
 * A date (with its time when `showTime`) in the reader's language and in Belgian time.
 * react-admin's DateField writes the browser's zone, which moves a 9:00 stage for an
 * administrator whose computer is set to another one.
 */
export const BelgianDateField = ({
  source,
  showTime = false,
}: {
  readonly source: string;
  readonly showTime?: boolean;
  /** Read by the list and show layouts for the column or row title. */
  readonly label?: string;
}) => {
  const format = useFormats();
  const value: unknown = useFieldValue({ source });
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {showTime ? format.dateTime(value) : format.date(value)}
    </Typography>
  );
};
