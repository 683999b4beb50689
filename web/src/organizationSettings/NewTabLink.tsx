import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** Read out, not shown: the icon says it to the eye. */
const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A link to another site (Stripe's), opened in a new tab so that the settings stay where they
 * were; whoever cannot see the icon is told the tab is new.
 */
export const NewTabLink = ({ href, children }: { readonly href: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Link href={href} target="_blank" rel="noopener">
      {children}
      <OpenInNewIcon fontSize="inherit" aria-hidden sx={{ ml: 0.25, verticalAlign: '-0.125em' }} />
      <Box component="span" sx={SCREEN_READER_ONLY}>
        {` ${translate('app.online_payments.new_tab')}`}
      </Box>
    </Link>
  );
};
