import FlagIcon from '@mui/icons-material/Flag';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyComponent(() => import('./ReportList'), 'ReportList', loadBackOfficeMessages),
  show: lazyComponent(() => import('./ReportShow'), 'ReportShow', loadBackOfficeMessages),
  icon: FlagIcon,
  recordRepresentation: 'target_name',
};
