import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyComponent(() => import('./PricePlanList'), 'PricePlanList', loadBackOfficeMessages),
  edit: lazyComponent(() => import('./PricePlanEdit'), 'PricePlanEdit', loadBackOfficeMessages),
  icon: PriceChangeIcon,
  recordRepresentation: 'name',
};
