import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useWideScreen } from '../layout/useWideScreen';

/**
 * A bills list as a table on a wide screen and as lines on a phone, or, when it could not be
 * read, the bills' own "server-side error, try again later".
 */
export const BillsOrFailure = ({ table, lines }: { table: ReactNode; lines: ReactNode }) => {
  const translate = useTranslate();
  const { error } = useListContext();
  const wide = useWideScreen();
  if (error) {
    return (
      <Alert severity="error" role="alert">
        {translate('app.bills.load_failed')}
      </Alert>
    );
  }
  return wide ? table : lines;
};
