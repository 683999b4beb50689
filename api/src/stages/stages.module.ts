import { Module } from '@nestjs/common';
import { StageCatalogueController } from './catalogue/stage-catalogue.controller.js';
import { StageCatalogueQuery } from './catalogue/stage-catalogue.query.js';
import { CreateStageHandler } from './commands/create-stage.command.js';

@Module({
  controllers: [StageCatalogueController],
  providers: [StageCatalogueQuery, CreateStageHandler],
})
export class StagesModule {}
