import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { AdminChildDetail, ChildHealthView } from '@stages/contracts';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../providers/useFormats';

const SHOWN = 10;

/**
 * The latest readings of the child's health sheet. Asked once the sheet itself has arrived,
 * so that the reading which brought it is among them.
 */
export const HealthViews = (_props: { readonly label?: string }) => {
  const child = useRecordContext<AdminChildDetail>();
  const translate = useTranslate();
  const format = useFormats();
  const { data, total, isPending } = useGetList<ChildHealthView>(
    `admin/children/${child?.id}/health-views`,
    { pagination: { page: 1, perPage: SHOWN }, sort: { field: 'viewed_at', order: 'DESC' } },
    { enabled: Boolean(child?.health) },
  );
  if (isPending || !data) return null;
  return (
    <>
      <Typography variant="body2">
        {translate('admin.children.views_total', { smart_count: total ?? data.length })}
      </Typography>
      <List dense disablePadding>
        {data.map((view) => (
          <ListItem key={view.id} disableGutters>
            <ListItemText
              primary={[
                view.viewer_name || translate('admin.children.deleted_viewer'),
                // An organizer's reading names the organization, as the family sees it.
                view.organization_name,
              ]
                .filter(Boolean)
                .join(' · ')}
              secondary={format.dateTime(view.viewed_at)}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};
