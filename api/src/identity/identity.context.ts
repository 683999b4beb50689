import type { BoundedContext } from '../platform/bounded-context.js';
import { identityMigrations } from './identity.migrations.js';
import { IdentityModule } from './identity.module.js';

export const identityContext: BoundedContext = {
  name: 'identity',
  module: IdentityModule,
  migrations: identityMigrations,
  projections: [],
};
