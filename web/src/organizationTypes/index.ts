import CategoryIcon from '@mui/icons-material/Category';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyPage } from '../lazyPage';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyPage(
    () => import('./OrganizationTypeList'),
    'OrganizationTypeList',
    loadBackOfficeMessages,
  ),
  create: lazyPage(
    () => import('./OrganizationTypeCreate'),
    'OrganizationTypeCreate',
    loadBackOfficeMessages,
  ),
  edit: lazyPage(
    () => import('./OrganizationTypeEdit'),
    'OrganizationTypeEdit',
    loadBackOfficeMessages,
  ),
  icon: CategoryIcon,
  recordRepresentation: 'id',
};
