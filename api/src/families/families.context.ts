import type { BoundedContext } from '../platform/bounded-context.js';
import { familiesMigrations } from './families.migrations.js';
import { FamiliesModule } from './families.module.js';

export const familiesContext: BoundedContext = {
  name: 'families',
  module: FamiliesModule,
  migrations: familiesMigrations,
  projections: [],
};
