import { Alert, Box, Container, Pagination, Typography } from '@mui/material';
import type { OrganizationPage, StageSummary } from '@stages/contracts';
import { useGetList, useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { useParams } from 'react-router-dom';
import { StatusPage } from '../../layout/StatusPage';
import { CatalogueFilters } from './CatalogueFilters';
import { StageCards } from './StageCards';
import { useApiResource } from './useApiResource';
import { apiFilter, useCatalogueSearch } from './useCatalogueSearch';

const PER_PAGE = 24;

/**
 * The heading: the catalogue, or one organization's stages on /stages/{orgSlug}; null when no
 * verified organization has that address.
 */
function useHeading(orgSlug: string | undefined) {
  const translate = useTranslate();
  const organization = useApiResource<OrganizationPage>(
    orgSlug ? `/organizations/${orgSlug}/` : null,
  );
  if (organization.state === 'missing') return null;
  return organization.state === 'ready'
    ? translate('app.catalogue.organization_title', { name: organization.value.name })
    : translate('app.catalogue.title');
}

/**
 * The public catalogue, soonest first: /stages, or /stages/{orgSlug} for one organization's.
 * A page of its own rather than a back-office list: it is the first page most visitors see, so
 * it carries no form library and no data grid.
 */
export const StageCatalogue = () => {
  const translate = useTranslate();
  const { orgSlug } = useParams<'orgSlug'>();
  const { search, update, filtered } = useCatalogueSearch();
  const heading = useHeading(orgSlug);
  const { data, total, isPending, error } = useGetList<StageSummary>(
    'stages',
    {
      pagination: { page: search.page, perPage: PER_PAGE },
      sort: { field: 'starts_at', order: 'ASC' },
      filter: apiFilter(search, orgSlug),
    },
    { placeholderData: (previous) => previous, retry: false },
  );
  const pages = Math.ceil((total ?? 0) / PER_PAGE);
  if (heading === null) return <StatusPage message="app.catalogue.not_found" />;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageTitle title={heading} />
      <Typography variant="h4" component="h1" gutterBottom>
        {heading}
      </Typography>
      <CatalogueFilters
        search={search}
        update={update}
        filtered={filtered}
        withOrganization={!orgSlug}
      />
      {error ? (
        <Alert severity="warning">{translate('app.catalogue.search_failed')}</Alert>
      ) : (
        <Box aria-busy={isPending} aria-live="polite">
          {total !== undefined && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.catalogue.results', { smart_count: total })}
            </Typography>
          )}
          {data && (
            <StageCards
              stages={data}
              emptyText={filtered ? 'app.catalogue.no_results' : 'app.catalogue.no_stages'}
            />
          )}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={Math.min(search.page, pages)}
          onChange={(_event, page) => update({ page })}
          getItemAriaLabel={(type, page) =>
            type === 'page'
              ? translate('app.catalogue.page', { page })
              : translate(`app.catalogue.${type === 'previous' ? 'previous' : 'next'}_page`)
          }
        />
      )}
    </Container>
  );
};
