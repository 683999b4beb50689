import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';

/**
 * An id cut to its first characters, enough to match it by eye in the logs; the whole id is in
 * the tooltip and in what is copied, so a grid of long ids still fits a laptop.
 */
export const ShortId = ({ source }: { readonly source: string; readonly label?: string }) => {
  const value: unknown = useFieldValue({ source });
  if (typeof value !== 'string') return null;
  return (
    <Typography
      component="span"
      variant="body2"
      title={value}
      sx={{
        display: 'block',
        maxWidth: '9ch',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        fontFamily: 'monospace',
      }}
    >
      {value}
    </Typography>
  );
};
