import type { BoundedContext } from '../platform/bounded-context.js';
import { familiesMigrations } from './families.migrations.js';
import { FamiliesModule } from './families.module.js';
import { shareInvitationMail } from './commands/share-invitation.mail.js';
import { childHealthViewsMigrations } from './persistence/child-health-views.migrations.js';
import { photoConsentMigrations } from './persistence/photo-consent.migrations.js';
import { accountShares, accountSharesMigrations } from './projections/account-shares.projection.js';

export const familiesContext: BoundedContext = {
  name: 'families',
  module: FamiliesModule,
  migrations: [
    ...familiesMigrations,
    ...accountSharesMigrations,
    ...childHealthViewsMigrations,
    ...photoConsentMigrations,
  ],
  projections: [accountShares],
  mailReactions: [shareInvitationMail],
};
