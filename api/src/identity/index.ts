/** What other contexts may use of identity: who calls, their account, and the access rules. */
export { identityContext } from './identity.context.js';
export { IdentityModule } from './identity.module.js';
export { Access, Authenticated } from './access/access.js';
export { AccountLifecycleService } from './commands/account-lifecycle.service.js';
export { hashPassword } from './domain/passwords.js';
export { requestLanguage } from './domain/request-language.js';
export { OneTimeKeys } from './persistence/one-time-keys.js';
export { UsersRepository, type UserRecord } from './persistence/users.repository.js';
export {
  CurrentUserAnswer,
  ORGANIZATION_STANDING,
  type OrganizationStanding,
  type OrganizationStandingReader,
} from './queries/current-user.js';
export type { Authentication } from './sessions/session.service.js';
