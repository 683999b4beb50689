import { Link as MuiLink } from '@mui/material';
import type { AdminChild } from '@stages/contracts';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext } from 'react-admin';

// A click on the link opens the parent, not the row's child.
const keepToLink = (event: MouseEvent) => event.stopPropagation();

/** The child's primary parent, a link to the parent's page. */
export const ParentLink = (_props: { readonly label?: string }) => {
  const child = useRecordContext<AdminChild>();
  const createPath = useCreatePath();
  if (!child) return null;
  return (
    <MuiLink
      component={Link}
      to={createPath({ resource: 'admin/parents', id: child.parent_id, type: 'show' })}
      onClick={keepToLink}
    >
      {child.parent_name}
    </MuiLink>
  );
};
