import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { OrganizationChild } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { StatusChip } from '../layout/StatusChip';

/** Where the organizer's children are read: one address for the list and each child's sheet. */
export const ORGANIZATION_CHILDREN = 'organization/children';

export const childName = (child: Pick<OrganizationChild, 'first_name' | 'last_name'>) =>
  `${child.first_name} ${child.last_name}`;

/** The stages the child holds a place on or asked one on, each with where it stands. */
export const StageChips = ({ child }: { readonly child: OrganizationChild }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {child.stages.map((stage) => (
        <Chip
          key={stage.stage_id}
          size="small"
          variant="outlined"
          color={stage.status === 'accepted' ? 'success' : 'warning'}
          label={`${stage.name} · ${translate(`app.organization_children.status.${stage.status}`)}`}
          sx={{ maxWidth: '100%' }}
        />
      ))}
    </Stack>
  );
};

/** The primary parent, reachable in one tap: the reason an organizer looks a child up. */
export const ParentContact = ({ child }: { readonly child: OrganizationChild }) => (
  <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
    <Typography variant="body2">{child.parent_name}</Typography>
    <Typography variant="body2">
      <Link href={`mailto:${child.parent_email}`} onClick={(event) => event.stopPropagation()}>
        {child.parent_email}
      </Link>
    </Typography>
    {child.parent_phone && (
      <Typography variant="body2">
        <Link href={`tel:${child.parent_phone}`} onClick={(event) => event.stopPropagation()}>
          {child.parent_phone}
        </Link>
      </Typography>
    )}
  </Box>
);

export const SheetState = ({ child }: { readonly child: OrganizationChild }) =>
  child.health_available ? (
    <StatusChip label="app.organization_children.available" color="success" />
  ) : (
    <StatusChip label="app.organization_children.closed" />
  );
