/** What other contexts may use of the families: parents, children, and who reaches them. */
export { familiesContext } from './families.context.js';
export { FamiliesModule } from './families.module.js';
export { AcceptShareCommand } from './commands/accept-share.command.js';
export { InviteParentCommand } from './commands/invite-parent.command.js';
export { ChildrenService } from './commands/children.service.js';
export { FamilyOnBehalf, isUnclaimed } from './commands/family-on-behalf.service.js';
export { LegalRepresentativesService } from './commands/legal-representatives.service.js';
export { ShareLinks } from './commands/share-links.js';
export { ChildHealthViewsRepository } from './persistence/child-health-views.repository.js';
export { nameSearch } from './persistence/name-search.js';
export { ParentsRepository } from './persistence/parents.repository.js';
export { ChildrenQuery } from './queries/children.query.js';
export { FamilyAccess, familyParentsSql, familyReachSql } from './queries/family-access.js';
export { photoConsentSql } from './persistence/photo-consent-sql.js';
