import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { DocumentsModule } from '../documents/documents.module.js';
import { EnrollmentsModule } from '../enrollments/enrollments.module.js';
import { FamiliesModule } from '../families/families.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { StagesModule } from '../stages/stages.module.js';
import { DemoAccounts } from './demo-accounts.js';
import { DemoEnrollments } from './demo-enrollments.js';
import { DemoFamily } from './demo-family.js';
import { DemoNeighbours } from './demo-neighbours.js';
import { DemoPayments } from './demo-payments.js';
import { DemoPictures } from './demo-pictures.js';
import { DemoSeed } from './demo-seed.js';

@Module({
  imports: [
    AdminModule,
    DocumentsModule,
    IdentityModule,
    FamiliesModule,
    EnrollmentsModule,
    OrganizationsModule,
    PaymentsModule,
    StagesModule,
  ],
  providers: [
    DemoSeed,
    DemoAccounts,
    DemoFamily,
    DemoEnrollments,
    DemoNeighbours,
    DemoPayments,
    DemoPictures,
  ],
})
export class DemoModule {}
