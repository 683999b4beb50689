import GavelIcon from '@mui/icons-material/Gavel';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyPage } from '../lazyPage';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyPage(
    () => import('./StageModerationList'),
    'StageModerationList',
    loadBackOfficeMessages,
  ),
  icon: GavelIcon,
  recordRepresentation: 'name',
};
