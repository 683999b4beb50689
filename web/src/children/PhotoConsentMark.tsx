import GroupsIcon from '@mui/icons-material/Groups';
import NoPhotographyIcon from '@mui/icons-material/NoPhotography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box } from '@mui/material';
import type { PhotoConsent } from '@stages/contracts';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const ICONS = { yes: PhotoCameraIcon, group_only: GroupsIcon, no: NoPhotographyIcon } as const;
const COLORS = { yes: 'success.dark', group_only: 'warning.dark', no: 'error.dark' } as const;

/**
 * Whether a child may be photographed, as a team member must see it at a glance: an icon, and its
 * words beside it or, where space is short, as its accessible name. A family that has not
 * answered yet reads as no.
 */
export const PhotoConsentMark = ({
  consent,
  answered,
  withLabel = false,
}: {
  readonly consent: PhotoConsent;
  readonly answered: boolean;
  readonly withLabel?: boolean;
}) => {
  const translate = useTranslate();
  const answer = answered ? consent : 'no';
  const words = answered
    ? translate(`app.children.photo_consents.${consent}`)
    : translate('app.children.photo_consent_unanswered');
  const label = translate('app.children.photo_mark', { answer: words });
  const Icon = ICONS[answer];
  return (
    <Box
      component="span"
      data-testid="photo-consent"
      data-consent={answered ? consent : 'unanswered'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: COLORS[answer] }}
      {...(withLabel ? {} : { role: 'img', 'aria-label': label, title: label })}
    >
      <Icon fontSize="small" aria-hidden />
      {withLabel && (
        <Box component="span" sx={{ fontSize: '0.8125rem' }}>
          {label}
        </Box>
      )}
    </Box>
  );
};

/** A child's name in a list, its photo consent beside it; none for a child erased since (null). */
export const WithPhotoConsent = ({
  children,
  consent,
  answered,
}: {
  readonly children: ReactNode;
  readonly consent: PhotoConsent | null;
  readonly answered: boolean;
}) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
    {children}
    {consent !== null && <PhotoConsentMark consent={consent} answered={answered} />}
  </Box>
);
