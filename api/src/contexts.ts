import { checkpointMigrations, type Migration, type Projection } from '@stages/projections';
import { adminContext } from './admin/admin.context.js';
import { documentsContext } from './documents/documents.context.js';
import { enrollmentsContext } from './enrollments/enrollments.context.js';
import { familiesContext } from './families/families.context.js';
import { identityContext } from './identity/identity.context.js';
import { issuedDocumentsContext } from './issued-documents/issued-documents.context.js';
import { eventStoreMigrations } from './infrastructure/eventstore/postgres-event-store.migrations.js';
import { organizationsContext } from './organizations/organizations.context.js';
import { paymentsContext } from './payments/payments.context.js';
import type { BoundedContext } from './platform/bounded-context.js';
import { idempotencyMigrations } from './platform/idempotency/idempotency.migrations.js';
import { mailOutboxMigrations, mailOutboxProjection } from './platform/mail/mail-outbox.js';
import { searchFoldMigration } from './platform/search/search-fold.migration.js';
import { stagesContext } from './stages/stages.context.js';
import { subscriptionsContext } from './subscriptions/subscriptions.context.js';

/** The product's bounded contexts. A new context is its folder and one line here. */
export const boundedContexts: readonly BoundedContext[] = [
  identityContext,
  familiesContext,
  documentsContext,
  stagesContext,
  organizationsContext,
  enrollmentsContext,
  paymentsContext,
  issuedDocumentsContext,
  subscriptionsContext,
  adminContext,
];

/** Every schema change, the platform's and the contexts', in the order applied. */
export const allMigrations: readonly Migration[] = [
  ...eventStoreMigrations,
  ...checkpointMigrations,
  ...idempotencyMigrations,
  ...mailOutboxMigrations,
  searchFoldMigration,
  ...boundedContexts.flatMap((context) => context.migrations),
].sort((a, b) => a.id.localeCompare(b.id));

/** Every projection the product runs, the mail outbox of every context's reactions among them. */
export const allProjections: readonly Projection[] = [
  ...boundedContexts.flatMap((context) => context.projections),
  mailOutboxProjection(boundedContexts.flatMap((context) => context.mailReactions ?? [])),
];
