import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** In a bill's line on a phone, its chips and buttons side by side, wrapping as the line narrows. */
export const BillLineRow = ({ children }: { readonly children: ReactNode }) => (
  <Stack
    component="span"
    direction="row"
    sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
  >
    {children}
  </Stack>
);
