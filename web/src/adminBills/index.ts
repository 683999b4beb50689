import ReceiptIcon from '@mui/icons-material/Receipt';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** Administrators' screen, read-only: fetched when first opened, never by the public pages. */
export default {
  list: lazyComponent(() => import('./BillList'), 'BillList', loadBackOfficeMessages),
  icon: ReceiptIcon,
};
