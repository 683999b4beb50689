import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/enrollments.module.js';
import { FamiliesModule } from '../families/families.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { StagesModule } from '../stages/stages.module.js';
import { AdminBillsController } from './bills/admin-bills.controller.js';
import { AdminDecisionsController } from './decisions/admin-decisions.controller.js';
import { AdminChildrenController } from './families/admin-children.controller.js';
import { AdminChildrenRepository } from './families/admin-children.repository.js';
import { AdminParentsController } from './families/admin-parents.controller.js';
import { AdminParentsRepository } from './families/admin-parents.repository.js';
import { AdminOrganizationsController } from './organizations/admin-organizations.controller.js';
import { AdminOrganizationsQuery } from './organizations/admin-organizations.query.js';
import { ReportsController } from './reports/reports.controller.js';
import { ReportsRepository } from './reports/reports.repository.js';
import { AdminOrganizationTypesController } from './settings/admin-organization-types.controller.js';
import { PricePlansController } from './settings/price-plans.controller.js';
import { PricePlansRepository } from './settings/price-plans.repository.js';
import { AdminStagesController } from './stages/admin-stages.controller.js';

/**
 * What administrators look after: verification, settings, moderation, reports, and the
 * families' records, and the history of enrollment decisions.
 */
@Module({
  imports: [OrganizationsModule, StagesModule, IdentityModule, FamiliesModule, EnrollmentsModule],
  controllers: [
    AdminOrganizationsController,
    AdminOrganizationTypesController,
    PricePlansController,
    AdminStagesController,
    ReportsController,
    AdminParentsController,
    AdminChildrenController,
    AdminDecisionsController,
    AdminBillsController,
  ],
  providers: [
    AdminOrganizationsQuery,
    PricePlansRepository,
    ReportsRepository,
    AdminParentsRepository,
    AdminChildrenRepository,
  ],
  // The demo files a report, so the administrators' to-do list is not empty.
  exports: [ReportsRepository],
})
export class AdminModule {}
