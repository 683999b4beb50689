import BusinessIcon from '@mui/icons-material/Business';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyComponent(
    () => import('./OrganizationList'),
    'OrganizationList',
    loadBackOfficeMessages,
  ),
  show: lazyComponent(
    () => import('./OrganizationShow'),
    'OrganizationShow',
    loadBackOfficeMessages,
  ),
  icon: BusinessIcon,
  recordRepresentation: 'name',
};
