import { Avatar, Box, Container, Stack, Typography } from '@mui/material';
import type { OrganizationPage as Organization } from '@stages/contracts';
import { Loading, useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { useParams } from 'react-router-dom';
import { StatusPage } from '../../layout/StatusPage';
import { ReportDialog } from './ReportDialog';
import { StageCards } from './StageCards';
import { useApiResource } from './useApiResource';

/** /organizations/{slug}: who they are, how to reach them, and their coming stages. */
export const OrganizationPage = () => {
  const { slug = '' } = useParams<'slug'>();
  const translate = useTranslate();
  const loaded = useApiResource<Organization>(`/organizations/${encodeURIComponent(slug)}/`);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state !== 'ready')
    return (
      <StatusPage
        message={loaded.state === 'failed' ? 'errors.server.error' : 'app.catalogue.not_found'}
      />
    );
  const organization = loaded.value;
  const { address } = organization;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageTitle title={organization.name} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        {organization.logo_url && (
          <Avatar src={organization.logo_url} alt="" sx={{ width: 72, height: 72 }} />
        )}
        <Box>
          <Typography variant="h4" component="h1">
            {organization.name}
          </Typography>
          <Typography color="text.secondary">
            {[address.postal_code, address.city].filter(Boolean).join(' ')}
          </Typography>
        </Box>
      </Stack>
      {organization.description && (
        <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{organization.description}</Typography>
      )}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {[organization.email, organization.phone].filter(Boolean).join(' · ')}
      </Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        {translate('app.catalogue.coming_stages')}
      </Typography>
      <StageCards stages={organization.stages} heading="h3" />
      <ReportDialog targetType="organization" targetSlug={organization.slug} />
    </Container>
  );
};
