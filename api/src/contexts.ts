import { checkpointMigrations, type Migration, type Projection } from '@stages/projections';
import { adminContext } from './admin/index.js';
import { campDaysContext } from './camp-days/index.js';
import { documentsContext } from './documents/index.js';
import { enrollmentsContext } from './enrollments/index.js';
import { familiesContext } from './families/index.js';
import { identityContext } from './identity/index.js';
import { issuedDocumentsContext } from './issued-documents/index.js';
import { eventStoreMigrations } from './infrastructure/eventstore/postgres-event-store.migrations.js';
import { organizationsContext } from './organizations/index.js';
import { paymentsContext } from './payments/index.js';
import type { BoundedContext } from './platform/bounded-context.js';
import { orderMigrations } from './platform/migration-order.js';
import { idempotencyMigrations } from './platform/idempotency/idempotency.migrations.js';
import { mailOutboxMigrations, mailOutboxProjection } from './platform/mail/mail-outbox.js';
import { searchFoldMigration } from './platform/search/search-fold.migration.js';
import { stagesContext } from './stages/index.js';
import { subscriptionsContext } from './subscriptions/index.js';

/**
 * The product's bounded contexts. A new context is its folder and one line here, after the
 * contexts it uses (docs/architecture.md draws them): their migrations run in this order.
 */
export const boundedContexts: readonly BoundedContext[] = [
  identityContext,
  documentsContext,
  familiesContext,
  organizationsContext,
  subscriptionsContext,
  stagesContext,
  enrollmentsContext,
  paymentsContext,
  campDaysContext,
  issuedDocumentsContext,
  adminContext,
];

/** Every schema change, the platform's and the contexts', in the order applied. */
export const allMigrations: readonly Migration[] = orderMigrations(
  [
    ...eventStoreMigrations,
    ...checkpointMigrations,
    ...idempotencyMigrations,
    ...mailOutboxMigrations,
    searchFoldMigration,
  ],
  boundedContexts,
);

/** Every projection the product runs, the mail outbox of every context's reactions among them. */
export const allProjections: readonly Projection[] = [
  ...boundedContexts.flatMap((context) => context.projections),
  mailOutboxProjection(boundedContexts.flatMap((context) => context.mailReactions ?? [])),
];
