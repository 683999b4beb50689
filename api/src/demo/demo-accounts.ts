import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { brusselsDay, ROLES } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { ParentsRepository } from '../families/index.js';
import { hashPassword, UsersRepository } from '../identity/index.js';
import type { CommandContext } from '../platform/commands/command-context.js';
import { DATABASE } from '../platform/tokens.js';
import { GrantPlanCommand, yearPaid } from '../subscriptions/index.js';
import { demoOrganizations } from './demo-data.js';

/** Every demo account signs in with this password; the README lists them. */
export const DEMO_PASSWORD = 'Demo-2026!';

/** The demo parent, whose family the demo fills in. */
export const DEMO_PARENT_EMAIL = 'parent@example.org';

/** The demo organizer, who runs the first demo organization and decides its registrations. */
export const DEMO_ORGANIZER_EMAIL = 'organizer@example.org';

/** The second demo parent, with whom the demo parent shares the family. */
export const DEMO_COPARENT_EMAIL = 'coparent@example.org';

/** A demo person's own command: the decision's metadata names them and their role. */
export const actingAs = (
  context: CommandContext,
  actorId: string,
  actorRole: 'parent' | 'organization',
): CommandContext => ({ ...context, commandId: randomUUID(), actorId, actorRole });

/** Where the demo parents live; the children's address starts from it. */
const demoHome = {
  street: 'Rue des Tanneurs',
  number: '12',
  postal_code: '5000',
  city: 'Namur',
  country: 'BE',
};

const accounts = [
  { email: 'admin@example.org', firstName: 'Alice', lastName: 'Admin', role: ROLES.administrator },
  {
    email: DEMO_ORGANIZER_EMAIL,
    firstName: 'Olivier',
    lastName: 'Castor',
    role: ROLES.organization,
  },
  { email: DEMO_PARENT_EMAIL, firstName: 'Pauline', lastName: 'Parent', role: ROLES.parent },
  { email: DEMO_COPARENT_EMAIL, firstName: 'Charles', lastName: 'Parent', role: ROLES.parent },
] as const;

/**
 * One account per role, and a second parent, confirmed. The organizer runs the first demo
 * organization, whose Gold plan an administrator granted for a year: the plan never stops them
 * trying the product, and the subscriptions grid shows a grant.
 */
@Injectable()
export class DemoAccounts {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly commands: CommandBus,
    private readonly users: UsersRepository,
    private readonly parents: ParentsRepository,
  ) {}

  async create(today: Date, context: CommandContext) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of accounts) {
      await this.db.transaction(async (tx) => {
        const user = await this.users.create(
          { ...account, passwordHash, language: 'fr', emailVerified: true, socialAccount: false },
          tx,
        );
        if (!user) return; // another instance seeding at once created it
        await this.users.assignRole(user.id, account.role, tx);
        if (account.role === ROLES.parent) {
          await this.parents.create(tx, {
            userId: user.id,
            phone: '+32 81 24 60 00',
            address: demoHome,
          });
        }
        if (account.role === ROLES.organization) {
          await tx.query('UPDATE organizations SET owner_user_id = $2 WHERE id = $1', [
            demoOrganizations[0]!.id,
            user.id,
          ]);
        }
      });
    }
    const day = brusselsDay(today);
    const organizationId = demoOrganizations[0]!.id;
    await this.commands.execute(
      new GrantPlanCommand(
        organizationId,
        {
          plan: 'gold',
          end_date: yearPaid(null, day),
          note: 'Demo: a year of Gold, so that the plan never stops anyone trying the product.',
        },
        context,
      ),
    );
  }
}
