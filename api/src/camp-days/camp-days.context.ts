import type { BoundedContext } from '../platform/bounded-context.js';
import { CampDaysModule } from './camp-days.module.js';
import { attendance, attendanceMigrations } from './projections/attendance.projection.js';

export const campDaysContext: BoundedContext = {
  name: 'camp-days',
  module: CampDaysModule,
  migrations: attendanceMigrations,
  projections: [attendance],
};
