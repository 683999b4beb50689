/** What other contexts may use of the subscriptions: the plans and what they allow. */
export { subscriptionsContext } from './subscriptions.context.js';
export { SubscriptionsModule } from './subscriptions.module.js';
export { GrantPlanCommand } from './commands/grant-plan.command.js';
export { yearPaid } from './domain/subscription.js';
export { PlanLimits } from './queries/plan-limits.js';
