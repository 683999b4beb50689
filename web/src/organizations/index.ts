import BusinessIcon from '@mui/icons-material/Business';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyPage } from '../lazyPage';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyPage(() => import('./OrganizationList'), 'OrganizationList', loadBackOfficeMessages),
  show: lazyPage(() => import('./OrganizationShow'), 'OrganizationShow', loadBackOfficeMessages),
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
