import { ErrorCode } from '../errors/error-codes.js';
import { ROLES, type RoleName } from './roles.js';

/** Who may reach an endpoint or a page. Any rule implies being signed in. */
export interface AccessRule {
  /** The e-mail address is confirmed, or the account signs in with Google or Microsoft. */
  readonly confirmed?: boolean;
  /** The user has not chosen a type yet. */
  readonly noRole?: boolean;
  readonly role?: RoleName;
}

export interface AccessSubject {
  readonly role: number | null;
  readonly verified: boolean;
  readonly social_account: boolean;
}

/** Why a user may not pass a rule, as the code the API answers with; null when they may. */
export function accessRefusal(user: AccessSubject | null, rule: AccessRule) {
  if (!user) return ErrorCode.notAuthenticated;
  if (rule.confirmed && !user.verified && !user.social_account) return ErrorCode.emailNotConfirmed;
  if (rule.noRole && user.role !== null) return ErrorCode.alreadyHasRole;
  if (rule.role && user.role !== ROLES[rule.role]) return ErrorCode.wrongRole;
  return null;
}
