import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Stack } from '@mui/material';
import type { BillListItem } from '@stages/contracts';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { DownloadLink } from '../documents/DownloadLink';
import { enrollmentDocumentUrl, type EnrollmentDocumentKind } from '../documents/folders';

type Bill = Pick<
  BillListItem,
  'id' | 'invoice_number' | 'credit_note_number' | 'mutual_certificate'
>;

const ICONS: Record<EnrollmentDocumentKind, ReactElement> = {
  invoice: <PictureAsPdfIcon />,
  credit_note: <AssignmentReturnIcon />,
  mutual_certificate: <HealthAndSafetyIcon />,
};

/** The bill's documents there are: the invoice once issued, its credit note, the mutual's certificate. */
export function billDocuments(bill: Bill) {
  const documents: { kind: EnrollmentDocumentKind; number: string }[] = [];
  if (bill.invoice_number) documents.push({ kind: 'invoice', number: bill.invoice_number });
  if (bill.credit_note_number) {
    documents.push({ kind: 'credit_note', number: bill.credit_note_number });
  }
  if (bill.mutual_certificate) documents.push({ kind: 'mutual_certificate', number: '' });
  return documents;
}

/**
 * A bill's PDF files, one link each. In a line they join its other buttons and wrap with them;
 * `compact`, for a table's cell, they stack, each named by its number ("2026-00001") or a word,
 * their full name ("Facture 2026-00001") read out and shown as a tooltip. `kinds` keeps only those.
 */
export const BillDocuments = ({
  bill,
  compact = false,
  kinds,
}: {
  readonly bill: Bill;
  readonly compact?: boolean;
  readonly kinds?: readonly EnrollmentDocumentKind[];
}) => {
  const translate = useTranslate();
  const documents = billDocuments(bill).filter(({ kind }) => !kinds || kinds.includes(kind));
  if (documents.length === 0) return null;
  const links = documents.map(({ kind, number }) => {
    const name = translate(`app.bills.documents.${kind}`, { number });
    return (
      <DownloadLink
        key={kind}
        url={enrollmentDocumentUrl(kind, bill.id)}
        fallbackName={`${number || kind}.pdf`}
        variant="text"
        icon={ICONS[kind]}
        asWritten={compact}
        fullName={compact ? name : undefined}
      >
        {compact ? translate(`app.bills.documents.short.${kind}`, { number }) : name}
      </DownloadLink>
    );
  });
  return compact ? (
    <Stack component="span" sx={{ alignItems: 'flex-start' }}>
      {links}
    </Stack>
  ) : (
    <>{links}</>
  );
};
