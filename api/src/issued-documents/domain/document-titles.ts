import type { DocumentKind, Language } from '@stages/contracts';

const names: Record<Language, Record<DocumentKind, string>> = {
  fr: {
    invoice: 'Facture',
    credit_note: 'Note de crédit',
    mutual_certificate: 'Attestation pour la mutualité',
    tax_certificate: 'Attestation fiscale 281.86',
  },
  nl: {
    invoice: 'Factuur',
    credit_note: 'Creditnota',
    mutual_certificate: 'Attest voor het ziekenfonds',
    tax_certificate: 'Fiscaal attest 281.86',
  },
  en: {
    invoice: 'Invoice',
    credit_note: 'Credit note',
    mutual_certificate: 'Certificate for the mutual insurer',
    tax_certificate: 'Tax certificate 281.86',
  },
};

/** "Facture 2026-00001", "Fiscaal attest 281.86 2026 Emma Lambert": what a document is, in words. */
export const documentTitle = (kind: DocumentKind, language: Language, detail: string) =>
  `${names[language][kind]} ${detail}`;

/** The title as a file name: "facture-2026-00001.pdf". */
export function documentFileName(
  kind: DocumentKind,
  language: Language,
  detail: string,
  extension = 'pdf',
) {
  const stem = documentTitle(kind, language, detail)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${stem}.${extension}`;
}
