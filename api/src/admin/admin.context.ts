import type { BoundedContext } from '../platform/bounded-context.js';
import { AdminModule } from './admin.module.js';
import { reportsMigrations } from './reports/reports.migrations.js';

export const adminContext: BoundedContext = {
  name: 'admin',
  module: AdminModule,
  migrations: [...reportsMigrations],
  projections: [],
};
