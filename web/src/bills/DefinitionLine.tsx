import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * One term and its value in a `<dl>`: the value beside its label on a wide screen, under it
 * when the line is too narrow.
 */
export const DefinitionLine = ({
  label,
  children,
  labelWidth = '11ch',
}: {
  readonly label: string;
  readonly children: ReactNode;
  readonly labelWidth?: string;
}) => {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: labelWidth }}>
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
};
