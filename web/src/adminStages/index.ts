import GavelIcon from '@mui/icons-material/Gavel';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyComponent(() => import('./AdminStageList'), 'AdminStageList', loadBackOfficeMessages),
  icon: GavelIcon,
  recordRepresentation: 'name',
};
