import CategoryIcon from '@mui/icons-material/Category';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyComponent(
    () => import('./OrganizationTypeList'),
    'OrganizationTypeList',
    loadBackOfficeMessages,
  ),
  create: lazyComponent(
    () => import('./OrganizationTypeCreate'),
    'OrganizationTypeCreate',
    loadBackOfficeMessages,
  ),
  edit: lazyComponent(
    () => import('./OrganizationTypeEdit'),
    'OrganizationTypeEdit',
    loadBackOfficeMessages,
  ),
  icon: CategoryIcon,
  recordRepresentation: 'id',
};
