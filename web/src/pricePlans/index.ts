import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyPage } from '../lazyPage';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyPage(() => import('./PricePlanList'), 'PricePlanList', loadBackOfficeMessages),
  edit: lazyPage(() => import('./PricePlanEdit'), 'PricePlanEdit', loadBackOfficeMessages),
  icon: PriceChangeIcon,
  recordRepresentation: 'name',
};
