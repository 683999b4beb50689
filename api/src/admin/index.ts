/** What others may use of the administrators' context: filing a report. */
export { adminContext } from './admin.context.js';
export { AdminModule } from './admin.module.js';
export { ReportsRepository } from './reports/reports.repository.js';
