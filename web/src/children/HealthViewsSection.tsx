import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ChildHealthView } from '@stages/contracts';
import { useId } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useFormats } from '../providers/useFormats';

const SHOWN = 20;

/** Who read: the organization by its name, or the platform; then the person, when still known. */
const reader = (view: ChildHealthView, translate: ReturnType<typeof useTranslate>) => {
  const who =
    view.viewer_role === 'administrator'
      ? translate('app.child_health_views.administrators')
      : view.organization_name
        ? translate('app.child_health_views.organization', { name: view.organization_name })
        : translate('app.child_health_views.organization_deleted');
  const person = view.viewer_name || translate('app.child_health_views.deleted_viewer');
  return { who, person: translate('app.child_health_views.by', { name: person }) };
};

/**
 * Under the child's form: every reading of the health sheet by someone outside the family, the
 * latest first, so that parents see what the sheet's rules allow actually being used.
 */
export const HealthViewsSection = ({ childId }: { readonly childId: string }) => {
  const translate = useTranslate();
  const format = useFormats();
  const heading = useId();
  const { data, total, isPending } = useGetList<ChildHealthView>(
    `children/${childId}/health-views`,
    { pagination: { page: 1, perPage: SHOWN }, sort: { field: 'viewed_at', order: 'DESC' } },
  );
  return (
    <Box component="section" aria-labelledby={heading} sx={{ mt: 4 }}>
      <Typography id={heading} variant="h6" component="h2">
        {translate('app.child_health_views.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.child_health_views.intro')}
      </Typography>
      {!isPending && data?.length === 0 && (
        <Typography variant="body2">{translate('app.child_health_views.none')}</Typography>
      )}
      {data && data.length > 0 && (
        <>
          <Typography variant="body2">
            {translate('app.child_health_views.total', { smart_count: total ?? data.length })}
          </Typography>
          <List dense disablePadding>
            {data.map((view) => {
              const { who, person } = reader(view, translate);
              return (
                <ListItem key={view.id} disableGutters>
                  <ListItemText
                    primary={who}
                    secondary={`${format.dateTime(view.viewed_at)} · ${person}`}
                    sx={{ overflowWrap: 'anywhere' }}
                  />
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Box>
  );
};
