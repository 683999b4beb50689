import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { SimpleShowLayout, useTranslate } from 'react-admin';

/** A titled part of a record's page: its heading, then its fields one under another. */
export const ShowSection = ({
  title,
  note,
  children,
}: {
  /** A message key. */
  readonly title: string;
  /** Said under the heading, before the fields. */
  readonly note?: ReactNode;
  readonly children: ReactNode;
}) => {
  const translate = useTranslate();
  const heading = useId();
  return (
    <Box component="section" aria-labelledby={heading} sx={{ minWidth: 0 }}>
      <Typography id={heading} variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate(title)}
      </Typography>
      {note && <Box sx={{ px: 2, pt: 1 }}>{note}</Box>}
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Box>
  );
};
