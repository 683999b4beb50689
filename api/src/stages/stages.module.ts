import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { OrganizationCatalogueController } from './catalogue/organization-catalogue.controller.js';
import { OrganizationCatalogueQuery } from './catalogue/organization-catalogue.query.js';
import { StageCatalogueController } from './catalogue/stage-catalogue.controller.js';
import { StageCatalogueQuery } from './catalogue/stage-catalogue.query.js';
import { ActOnStageHandler } from './commands/act-on-stage.command.js';
import { CreateStageHandler } from './commands/create-stage.command.js';
import { StageManagementController } from './management/stage-management.controller.js';
import { StageManagementService } from './management/stage-management.service.js';

/** Stages: their lifecycle, the organizers' management, and the public catalogue. */
@Module({
  imports: [OrganizationsModule, DocumentsModule],
  controllers: [
    StageCatalogueController,
    OrganizationCatalogueController,
    StageManagementController,
  ],
  providers: [
    StageCatalogueQuery,
    OrganizationCatalogueQuery,
    CreateStageHandler,
    ActOnStageHandler,
    StageManagementService,
  ],
  exports: [StageCatalogueQuery, OrganizationCatalogueQuery, StageManagementService],
})
export class StagesModule {}
