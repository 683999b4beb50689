import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Related fields side by side on a wide screen, one under another on a phone. */
export const FormRow = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
      columnGap: 2,
      width: '100%',
    }}
  >
    {children}
  </Box>
);
