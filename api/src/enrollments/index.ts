/** What other contexts may use of the enrollments: their decisions, lists, and a bill's standing. */
export { enrollmentsContext } from './enrollments.context.js';
export { EnrollmentsModule } from './enrollments.module.js';
export { replayStage, stageIdOf, verifyDecisionChains } from './audit/decision-audit.js';
export { CancelEnrollmentCommand } from './commands/cancel-enrollment.command.js';
export { DecideEnrollmentCommand } from './commands/decide-enrollment.command.js';
export { JoinWaitingListCommand } from './commands/join-waiting-list.command.js';
export { RequestEnrollmentCommand } from './commands/request-enrollment.command.js';
export { StageDecisions } from './commands/stage-decisions.js';
export { PriceQuoteQuery } from './queries/price-quote.query.js';
export { enrollmentNotFound } from './domain/enrollment-refusals.js';
export { checkDayOfStage } from './domain/attendance.js';
export { healthSheetOpen } from './domain/health-sheet-window.js';
export { latestStageEndSql } from './queries/latest-stage-end.js';
export type { EnrollmentCommand } from './domain/stage-enrollments.js';
export {
  EnrollmentsQuery,
  type EnrollmentFilter,
  type ListSort,
} from './queries/enrollments.query.js';
export { priceLinesSql } from './projections/enrollments.projection.js';
export {
  mutualCertificateOfferedSql,
  paymentStatusSql,
  settledBillSql,
} from './queries/payment-status.js';
