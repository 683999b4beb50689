/** How a child is named in titles, notices and the deletion dialog: first name, then last. */
export const childName = (child: { first_name?: string; last_name?: string } | undefined) =>
  child ? `${child.first_name ?? ''} ${child.last_name ?? ''}`.trim() : '';

/** Where a parent's children are listed, and where saving or deleting one leads back to. */
export const CHILDREN_TAB = '/parent/settings/?tab=children';
