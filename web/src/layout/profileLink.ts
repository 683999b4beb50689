import { ROLES } from '@stages/contracts';

/**
 * Where "my profile" leads: the organization's settings, the parent's settings, the
 * administration; anyone else (no role yet) is told they have no profile page.
 */
export function profileLinkFor(role: number | null | undefined): string {
  switch (role) {
    case ROLES.organization:
      return '/organization/settings/';
    case ROLES.parent:
      return '/parent/settings/';
    case ROLES.administrator:
      return '/admin';
    default:
      return '/access-denied';
  }
}
