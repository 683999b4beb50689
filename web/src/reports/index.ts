import FlagIcon from '@mui/icons-material/Flag';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyPage } from '../lazyPage';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyPage(() => import('./ReportList'), 'ReportList', loadBackOfficeMessages),
  show: lazyPage(() => import('./ReportShow'), 'ReportShow', loadBackOfficeMessages),
  icon: FlagIcon,
  recordRepresentation: 'target_name',
};
