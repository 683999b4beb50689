import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { ActOnStageHandler } from './commands/act-on-stage.command.js';
import { CreateStageHandler } from './commands/create-stage.command.js';
import { SlugReservations } from './commands/slug-reservations.js';
import { StageForms } from './commands/stage-forms.js';
import { AdminStagesController } from './controllers/admin-stages.controller.js';
import { OrganizationCatalogueController } from './controllers/organization-catalogue.controller.js';
import { StageAllowanceController } from './controllers/stage-allowance.controller.js';
import { StageCatalogueController } from './controllers/stage-catalogue.controller.js';
import { StageManagementController } from './controllers/stage-management.controller.js';
import { StageImagesHolder } from './files/stage-images.holder.js';
import { ManagedStagesQuery } from './queries/managed-stages.query.js';
import { OrganizationCatalogueQuery } from './queries/organization-catalogue.query.js';
import { StageAllowanceQuery } from './queries/stage-allowance.query.js';
import { StageCatalogueQuery } from './queries/stage-catalogue.query.js';

/**
 * Stages: their lifecycle, the organizers' and administrators' management, and the public
 * catalogue of stages and of the organizations that hold them.
 */
@Module({
  imports: [OrganizationsModule, SubscriptionsModule, DocumentsModule],
  controllers: [
    StageCatalogueController,
    OrganizationCatalogueController,
    StageManagementController,
    StageAllowanceController,
    AdminStagesController,
  ],
  providers: [
    CreateStageHandler,
    ActOnStageHandler,
    SlugReservations,
    StageForms,
    StageImagesHolder,
    ManagedStagesQuery,
    StageCatalogueQuery,
    OrganizationCatalogueQuery,
    StageAllowanceQuery,
  ],
  exports: [StageCatalogueQuery, OrganizationCatalogueQuery, ManagedStagesQuery],
})
export class StagesModule {}
