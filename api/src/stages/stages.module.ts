import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { ActOnStageHandler } from './commands/act-on-stage.command.js';
import { CreateStageHandler } from './commands/create-stage.command.js';
import { SlugReservations } from './commands/slug-reservations.js';
import { StageForms } from './commands/stage-forms.js';
import { StageCatalogueController } from './controllers/stage-catalogue.controller.js';
import { StageManagementController } from './controllers/stage-management.controller.js';
import { ManagedStagesQuery } from './queries/managed-stages.query.js';
import { StageCatalogueQuery } from './queries/stage-catalogue.query.js';

/** Stages: their lifecycle, the organizers' management, and the public catalogue. */
@Module({
  imports: [OrganizationsModule, DocumentsModule],
  controllers: [StageCatalogueController, StageManagementController],
  providers: [
    CreateStageHandler,
    ActOnStageHandler,
    SlugReservations,
    StageForms,
    ManagedStagesQuery,
    StageCatalogueQuery,
  ],
  exports: [StageCatalogueQuery, ManagedStagesQuery],
})
export class StagesModule {}
