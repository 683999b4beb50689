import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** Administrators' screens: fetched when first opened, never by the public pages. */
export default {
  list: lazyComponent(
    () => import('./SubscriptionList'),
    'SubscriptionList',
    loadBackOfficeMessages,
  ),
  show: lazyComponent(
    () => import('./SubscriptionShow'),
    'SubscriptionShow',
    loadBackOfficeMessages,
  ),
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'organization_name',
};
