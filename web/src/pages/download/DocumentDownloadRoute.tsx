import { useParams } from 'react-router-dom';
import { documentAtPath } from '../../documents/folders';
import { Guarded } from '../../guards/Guarded';
import { loadBackOfficeMessages } from '../../i18n/i18nProvider';
import { NotFoundPage } from '../../layout/StatusPage';
import { lazyComponent } from '../../lazyComponent';

const DownloadPage = lazyComponent(
  () => import('./DownloadPage'),
  'DownloadPage',
  loadBackOfficeMessages,
);

/**
 * `/{folder}/{file}`, the documents' addresses in e-mails (`/invoices/{enrollmentId}.pdf`): an
 * address that names no document is a page not found, for anyone; a document's asks to sign in
 * first and comes back here once signed in. Light on purpose: every unknown two-part address
 * comes here, and the downloader itself loads only for a document.
 */
export const DocumentDownloadRoute = () => {
  const { folder = '', file = '' } = useParams<'folder' | 'file'>();
  const target = documentAtPath(folder, file);
  if (!target) return <NotFoundPage />;
  return (
    <Guarded rule={{ confirmed: true }} returnHere>
      <DownloadPage target={target} />
    </Guarded>
  );
};
