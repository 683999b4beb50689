import { Typography } from '@mui/material';
import type { OrganizationType } from '@stages/contracts';
import { useLocaleState, useRecordContext } from 'react-admin';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';

/** A type's label in the reader's language, wherever an organization shows its type. */
export const OrganizationTypeLabel = () => {
  const type = useRecordContext<OrganizationType>();
  const [locale] = useLocaleState();
  if (!type) return null;
  const label = `label_${isLocale(locale) ? locale : DEFAULT_LOCALE}` as const;
  return (
    <Typography component="span" variant="body2">
      {type[label]}
    </Typography>
  );
};
