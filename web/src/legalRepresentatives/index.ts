import { loadBackOfficeMessages } from '../i18n/i18nProvider';
import { lazyComponent } from '../lazyComponent';

/** The representative's form pages, fetched with the back office's texts when first opened. */
export const LegalRepresentativeCreate = lazyComponent(
  () => import('./LegalRepresentativeCreate'),
  'LegalRepresentativeCreate',
  loadBackOfficeMessages,
);
export const LegalRepresentativeEdit = lazyComponent(
  () => import('./LegalRepresentativeEdit'),
  'LegalRepresentativeEdit',
  loadBackOfficeMessages,
);
