import {
  organizationVerification,
  organizationVerificationMigrations,
} from './organization-verification/organization-verification.projection.js';
import type { Projection } from './projection.js';
import { checkpointMigrations } from './runner/checkpoints.js';
import type { Migration } from './sql.js';
import {
  stageCatalogue,
  stageCatalogueMigrations,
} from './stage-catalogue/stage-catalogue.projection.js';

export type { Logger, LogFields } from './logger.js';
export type { Projection, ProjectionContext } from './projection.js';
export * from './runner/apply-batch.js';
export * from './runner/checkpoints.js';
export * from './runner/projection-runner.js';
export * from './runner/rebuild.js';
export { RebuiltRowsConflictError } from './runner/rebuild-indexes.js';
export * from './runner/status.js';
export * from './runner/table-names.js';
export * from './sql.js';
export { organizationVerification, stageCatalogue };

/** Every projection the product runs. */
export const allProjections: readonly Projection[] = [stageCatalogue, organizationVerification];

/** Schema changes owned by the projections: checkpoints and read-model tables. */
export const projectionMigrations: readonly Migration[] = [
  ...checkpointMigrations,
  ...stageCatalogueMigrations,
  ...organizationVerificationMigrations,
];
