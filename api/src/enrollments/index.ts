/** What other contexts may use of the enrollments: their decisions, lists, and a bill's standing. */
export { enrollmentsContext } from './enrollments.context.js';
export { EnrollmentsModule } from './enrollments.module.js';
export { replayStage, stageIdOf, verifyDecisionChains } from './audit/decision-audit.js';
export { EnrollmentsService } from './commands/enrollments.service.js';
export { enrollmentNotFound } from './domain/enrollment-refusals.js';
export type { EnrollmentCommand } from './domain/stage-enrollments.js';
export {
  EnrollmentsQuery,
  type EnrollmentFilter,
  type ListSort,
} from './queries/enrollments.query.js';
export {
  mutualCertificateOfferedSql,
  paymentStatusSql,
  settledBillSql,
} from './queries/payment-status.js';
