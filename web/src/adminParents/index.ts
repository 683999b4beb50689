import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import type { AdminParent } from '@stages/contracts';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyComponent(() => import('./ParentList'), 'ParentList', loadBackOfficeMessages),
  show: lazyComponent(() => import('./ParentShow'), 'ParentShow', loadBackOfficeMessages),
  edit: lazyComponent(() => import('./ParentEdit'), 'ParentEdit', loadBackOfficeMessages),
  icon: FamilyRestroomIcon,
  recordRepresentation: (parent: AdminParent) => `${parent.first_name} ${parent.last_name}`,
};
