import type { BoundedContext } from '../platform/bounded-context.js';
import { organizationVerifiedMail } from './mails/verification-mail.js';
import { organizationMigrations } from './organizations.migrations.js';
import { OrganizationsModule } from './organizations.module.js';
import {
  organizationVerification,
  organizationVerificationMigrations,
} from './projections/organization-verification.projection.js';

export const organizationsContext: BoundedContext = {
  name: 'organizations',
  module: OrganizationsModule,
  migrations: [...organizationMigrations, ...organizationVerificationMigrations],
  projections: [organizationVerification],
  mailReactions: [organizationVerifiedMail],
};
