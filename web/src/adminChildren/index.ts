import ChildCareIcon from '@mui/icons-material/ChildCare';
import type { AdminChild } from '@stages/contracts';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyComponent(() => import('./AdminChildList'), 'AdminChildList', loadBackOfficeMessages),
  show: lazyComponent(() => import('./AdminChildShow'), 'AdminChildShow', loadBackOfficeMessages),
  edit: lazyComponent(() => import('./AdminChildEdit'), 'AdminChildEdit', loadBackOfficeMessages),
  icon: ChildCareIcon,
  recordRepresentation: (child: AdminChild) => `${child.first_name} ${child.last_name}`,
};
