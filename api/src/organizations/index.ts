/** What other contexts may use of the organizations: who they are, their profile and rules. */
export { organizationsContext } from './organizations.context.js';
export { OrganizationsModule } from './organizations.module.js';
export { VerifyOrganizationCommand } from './commands/verify-organization.command.js';
export { organizationAggregate } from './domain/organization.js';
export { organizationAddress } from './persistence/organization-address.js';
export { OrganizationProfilesRepository } from './persistence/organization-profiles.repository.js';
export {
  OrganizationsRepository,
  type NewOrganization,
  type OrganizationRef,
} from './persistence/organizations.repository.js';
