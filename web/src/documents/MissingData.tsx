import { Alert, Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { TaxCertificateGap } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Whose data a gap is: the organization's, the debtor's (a parent) or the child's. */
export const gapOwner = (gap: TaxCertificateGap) =>
  gap.slice(0, gap.indexOf('.')) as 'organization' | 'debtor' | 'child';

/** What a 281.86 lacks, in words, one line each. */
export const GapList = ({ gaps }: { readonly gaps: readonly TaxCertificateGap[] }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {gaps.map((gap) => (
        <li key={gap}>{translate(`app.documents.gaps.${gap}`)}</li>
      ))}
    </Box>
  );
};

const FixLink = ({ to, label }: { readonly to: string; readonly label: string }) => (
  <MuiLink component={Link} to={to} sx={{ fontWeight: 500 }}>
    {label}
  </MuiLink>
);

/**
 * For the family: why a 281.86 cannot be drawn yet, and where each gap is filled in: the child's
 * page, the parent's profile (or the legal representative the child names), or, for the
 * organization's own data, a word to ask it.
 */
export const FamilyMissingData = ({
  gaps,
  childId,
  childName,
  organizationName,
}: {
  readonly gaps: readonly TaxCertificateGap[];
  readonly childId: string;
  readonly childName: string;
  readonly organizationName: string;
}) => {
  const translate = useTranslate();
  const owners = new Set(gaps.map(gapOwner));
  return (
    <Alert severity="warning" role="note" sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {translate('app.documents.missing_title')}
      </Typography>
      <GapList gaps={gaps} />
      <Stack sx={{ mt: 1, gap: 0.5, alignItems: 'flex-start' }}>
        {owners.has('child') && (
          <FixLink
            to={`/parent/add-child/${childId}`}
            label={translate('app.documents.fix_child', { name: childName })}
          />
        )}
        {owners.has('debtor') && (
          <FixLink
            to="/parent/settings/?tab=profile"
            label={translate('app.documents.fix_profile')}
          />
        )}
        {gaps.includes('debtor.national_register_number') && (
          <FixLink
            to="/parent/settings/?tab=children"
            label={translate('app.documents.fix_representative')}
          />
        )}
        {owners.has('organization') && (
          <Typography variant="body2">
            {translate('app.documents.ask_organization', { name: organizationName })}
          </Typography>
        )}
      </Stack>
    </Alert>
  );
};
