import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/index.js';
import { FamiliesModule } from '../families/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { PaymentsModule } from '../payments/index.js';
import { DocumentArchive } from './archive/document-archive.js';
import { EnrollmentDocumentsController } from './controllers/enrollment-documents.controller.js';
import { FamilyDocumentsController } from './controllers/family-documents.controller.js';
import { StageDocumentsController } from './controllers/stage-documents.controller.js';
import { TaxCertificatesController } from './controllers/tax-certificates.controller.js';
import { DocumentSources } from './queries/document-sources.js';
import { EnrollmentReader } from './queries/enrollment-reader.js';
import { FamilyDocuments } from './queries/family-documents.js';
import { TaxFilingMail } from './mails/tax-filing-mail.js';
import { TaxFilingReminders } from './tax/tax-filing-reminders.js';
import { TaxYears } from './tax/tax-years.js';

/** What the bills and stays give families and organizations on paper: invoices, credit notes, certificates, the tax filing. */
@Module({
  imports: [EnrollmentsModule, OrganizationsModule, FamiliesModule, IdentityModule, PaymentsModule],
  controllers: [
    EnrollmentDocumentsController,
    FamilyDocumentsController,
    StageDocumentsController,
    TaxCertificatesController,
  ],
  providers: [
    DocumentArchive,
    DocumentSources,
    EnrollmentReader,
    FamilyDocuments,
    TaxYears,
    TaxFilingReminders,
    TaxFilingMail,
  ],
  exports: [DocumentArchive, TaxFilingReminders],
})
export class IssuedDocumentsModule {}
