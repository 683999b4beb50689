import NextIcon from '@mui/icons-material/ChevronRight';
import PreviousIcon from '@mui/icons-material/ChevronLeft';
import { IconButton, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** "4–6 of 7" and the arrows to the neighbouring pages: a line that fits a phone. */
export const RepresentativePager = () => {
  const translate = useTranslate();
  const { page, perPage, total, setPage, hasPreviousPage, hasNextPage } = useListContext();
  if (!total) return null;
  const range = translate('app.legal_representatives.range', {
    from: (page - 1) * perPage + 1,
    to: Math.min(page * perPage, total),
    total,
  });
  return (
    <Stack
      component="nav"
      aria-label={translate('app.legal_representatives.pager')}
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}
    >
      <Typography variant="body2" aria-live="polite">
        {range}
      </Typography>
      <IconButton
        aria-label={translate('app.legal_representatives.previous')}
        disabled={!hasPreviousPage}
        onClick={() => setPage(page - 1)}
      >
        <PreviousIcon />
      </IconButton>
      <IconButton
        aria-label={translate('app.legal_representatives.next')}
        disabled={!hasNextPage}
        onClick={() => setPage(page + 1)}
      >
        <NextIcon />
      </IconButton>
    </Stack>
  );
};
