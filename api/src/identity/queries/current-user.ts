import { Inject, Injectable } from '@nestjs/common';
import { ROLES, type CurrentUser } from '@stages/contracts';
import type { UserRecord } from '../persistence/users.repository.js';

/** Where the organization an organizer owns stands: verified, and until when its plan runs. */
export interface OrganizationStanding {
  readonly verified: boolean;
  readonly planEndDate: string | null;
  readonly renewsAutomatically: boolean;
}

/**
 * Reads an owner's organization standing. Identity sits below the contexts that know
 * organizations and plans: the subscriptions context provides it under this token.
 */
export interface OrganizationStandingReader {
  ofOwner(userId: string): Promise<OrganizationStanding>;
}

export const ORGANIZATION_STANDING = 'ORGANIZATION_STANDING';

const NO_ORGANIZATION: OrganizationStanding = {
  verified: false,
  planEndDate: null,
  renewsAutomatically: false,
};

/**
 * The user object the web app reads. Only the answers that show it pay for the organization's
 * standing, and only for an organizer: authenticating a request reads the session and the user.
 */
@Injectable()
export class CurrentUserAnswer {
  constructor(
    @Inject(ORGANIZATION_STANDING) private readonly standing: OrganizationStandingReader,
  ) {}

  async of(user: UserRecord): Promise<CurrentUser> {
    const organization =
      user.role === ROLES.organization ? await this.standing.ofOwner(user.id) : NO_ORGANIZATION;
    return {
      id: user.id,
      email: user.email,
      role: user.role,
      verified: user.emailVerified,
      social_account: user.socialAccount,
      first_name: user.firstName,
      last_name: user.lastName,
      language: user.language,
      cookie_consent: user.cookieConsent,
      phone: user.phone,
      address: user.address,
      account_type: user.role === null ? user.accountType : null,
      is_verified: organization.verified,
      end_date: organization.planEndDate,
      renews_automatically: organization.renewsAutomatically,
    };
  }
}
