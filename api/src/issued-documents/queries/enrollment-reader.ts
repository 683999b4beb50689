import { Injectable } from '@nestjs/common';
import { ErrorCode, ROLES, type Enrollment } from '@stages/contracts';
import { enrollmentNotFound, EnrollmentsQuery } from '../../enrollments/index.js';
import type { UserRecord } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { DomainError } from '../../platform/domain-error.js';

/**
 * An enrollment as the caller may read its documents: the family (its parents, shared ones
 * too), the organization of its stage, or an administrator. Anyone else is told it does not
 * exist, as for the enrollment itself.
 */
@Injectable()
export class EnrollmentReader {
  constructor(
    private readonly enrollments: EnrollmentsQuery,
    private readonly organizations: OrganizationsRepository,
  ) {}

  async enrollment(
    user: Pick<UserRecord, 'id' | 'role'>,
    enrollmentId: string,
  ): Promise<Enrollment> {
    switch (user.role) {
      case ROLES.parent:
        return this.enrollments.forFamily(user.id, enrollmentId);
      case ROLES.organization: {
        const { id } = await this.organizations.ownedBy(user.id);
        return this.enrollments.forOrganization(id, enrollmentId);
      }
      case ROLES.administrator: {
        const found = await this.enrollments.byId(enrollmentId);
        if (!found) throw enrollmentNotFound();
        return found;
      }
      default:
        throw new DomainError(ErrorCode.wrongRole, 'This account has no type yet.', 403);
    }
  }
}
