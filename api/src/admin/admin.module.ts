import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { StagesModule } from '../stages/index.js';
import { ReportsController } from './reports/reports.controller.js';
import { ReportsRepository } from './reports/reports.repository.js';

/**
 * The reports visitors file about stages and organizations, and the administrators' handling of
 * them. The administrators' other screens are served by the context that owns their data.
 */
@Module({
  imports: [StagesModule, IdentityModule],
  controllers: [ReportsController],
  providers: [ReportsRepository],
  // The demo files a report, so the administrators' to-do list is not empty.
  exports: [ReportsRepository],
})
export class AdminModule {}
