import { projectionMigrations, type Migration } from '@stages/projections';
import { reportsMigrations } from '../admin/reports/reports.migrations.js';
import { filesMigrations } from '../documents/files/files.migrations.js';
import { familiesMigrations } from '../families/families.migrations.js';
import { identityMigrations } from '../identity/identity.migrations.js';
import { organizationMigrations } from '../organizations/organizations.migrations.js';
import { idempotencyMigrations } from '../platform/idempotency/idempotency.migrations.js';
import { eventStoreMigrations } from './eventstore/postgres-event-store.migrations.js';

/** Every schema change, in the order applied. A new one takes the next free number. */
export const allMigrations: readonly Migration[] = [
  ...eventStoreMigrations,
  ...projectionMigrations,
  ...organizationMigrations,
  ...idempotencyMigrations,
  ...identityMigrations,
  ...familiesMigrations,
  ...filesMigrations,
  ...reportsMigrations,
].sort((a, b) => a.id.localeCompare(b.id));
