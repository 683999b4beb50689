import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A record's state in a word, coloured by what it asks of the reader: `warning` waits for
 * someone, `success` is settled, `default` needs nothing.
 */
export const StatusChip = ({
  label,
  color = 'default',
}: {
  readonly label: string;
  readonly color?: ChipProps['color'];
}) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={color} label={translate(label)} />;
};
