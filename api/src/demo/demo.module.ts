import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/index.js';
import { DocumentsModule } from '../documents/index.js';
import { EnrollmentsModule } from '../enrollments/index.js';
import { FamiliesModule } from '../families/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { PaymentsModule } from '../payments/index.js';
import { StagesModule } from '../stages/index.js';
import { DemoAccounts } from './demo-accounts.js';
import { DemoCampDays } from './demo-camp-days.js';
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
    DemoCampDays,
    DemoFamily,
    DemoEnrollments,
    DemoNeighbours,
    DemoPayments,
    DemoPictures,
  ],
})
export class DemoModule {}
