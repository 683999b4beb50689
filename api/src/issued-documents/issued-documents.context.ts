import type { BoundedContext } from '../platform/bounded-context.js';
import { issuedDocumentsMigrations } from './issued-documents.migrations.js';
import { IssuedDocumentsModule } from './issued-documents.module.js';
import { taxFilingMails } from './mails/tax-filing-mail.js';

export const issuedDocumentsContext: BoundedContext = {
  name: 'issued-documents',
  module: IssuedDocumentsModule,
  migrations: issuedDocumentsMigrations,
  projections: [],
  mailReactions: taxFilingMails,
};
