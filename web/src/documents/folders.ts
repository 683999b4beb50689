import { DOWNLOADER_FOLDERS, downloaderPath } from '@stages/contracts';
import { API_URL } from '../providers/apiUrl.js';

/**
 * An enrollment's documents as files, the one place that says where each is: the API's address
 * of the PDF, and the folder of the downloader's address (`/invoices/{enrollmentId}.pdf`, as
 * e-mails link to it). The bills, the stage's enrollments and the downloader all ask here.
 */
export const ENROLLMENT_DOCUMENTS = {
  invoice: {
    folder: DOWNLOADER_FOLDERS.invoice,
    api: (enrollmentId: string) => `${API_URL}/enrollments/${enrollmentId}/invoice/`,
  },
  credit_note: {
    folder: DOWNLOADER_FOLDERS.credit_note,
    api: (enrollmentId: string) =>
      `${API_URL}/enrollments/${enrollmentId}/invoice/?document=credit-note`,
  },
  mutual_certificate: {
    folder: DOWNLOADER_FOLDERS.mutual_certificate,
    api: (enrollmentId: string) => `${API_URL}/enrollments/${enrollmentId}/mutual-certificate/`,
  },
} as const;

export type EnrollmentDocumentKind = keyof typeof ENROLLMENT_DOCUMENTS;

const KINDS = Object.keys(ENROLLMENT_DOCUMENTS) as EnrollmentDocumentKind[];

/** The API's address of an enrollment's invoice, credit note or mutual insurer's certificate. */
export const enrollmentDocumentUrl = (kind: EnrollmentDocumentKind, enrollmentId: string) =>
  ENROLLMENT_DOCUMENTS[kind].api(enrollmentId);

export { downloaderPath };

const ENROLLMENT_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;

/** What the downloader at `/{folder}/{file}` offers. */
export interface DownloaderTarget {
  readonly kind: EnrollmentDocumentKind;
  readonly enrollmentId: string;
  /** The API's address of the file. */
  readonly url: string;
}

/**
 * The document at the downloader's `/{folder}/{file}`, or null when the folder is none of the
 * documents' or the file names no enrollment (`{uuid}.pdf`): that address is a page not found.
 */
export function documentAtPath(folder: string, file: string): DownloaderTarget | null {
  const kind = KINDS.find((each) => ENROLLMENT_DOCUMENTS[each].folder === folder);
  const enrollmentId = ENROLLMENT_FILE.exec(file)?.[1]?.toLowerCase();
  if (!kind || !enrollmentId) return null;
  return { kind, enrollmentId, url: enrollmentDocumentUrl(kind, enrollmentId) };
}
