import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ChildInput, LegalRepresentativeInput } from '@stages/contracts';
import {
  AcceptShareCommand,
  InviteParentCommand,
  ChildrenService,
  LegalRepresentativesService,
  ShareLinks,
} from '../families/index.js';
import { UsersRepository } from '../identity/index.js';
import type { CommandContext } from '../platform/commands/command-context.js';
import { demoFamily } from './demo-data.js';

/**
 * The demo parent's legal representative and children, and the family shared with the second
 * demo parent, through the family's own services.
 */
@Injectable()
export class DemoFamily {
  constructor(
    private readonly users: UsersRepository,
    private readonly children: ChildrenService,
    private readonly representatives: LegalRepresentativesService,
    private readonly commands: CommandBus,
    private readonly links: ShareLinks,
  ) {}

  async create(parentEmail: string, coparentEmail: string, today: Date, context: CommandContext) {
    const [parent, coparent] = await Promise.all([
      this.users.findByEmail(parentEmail),
      this.users.findByEmail(coparentEmail),
    ]);
    if (!parent || !coparent) return null;
    const family = demoFamily(today);
    const representative = await this.representatives.create(
      parent.id,
      LegalRepresentativeInput.parse(family.representative),
      null,
    );
    const children = new Map<string, string>();
    for (const child of family.children) {
      const created = await this.children.create(
        parent.id,
        ChildInput.parse({ ...child, legal_representative_id: representative.id }),
        null,
      );
      children.set(created.first_name, created.id);
    }
    // Accepted at once: the invitation mail finds nothing left to ask and is not sent.
    const share = await this.commands.execute(
      new InviteParentCommand(parent.id, coparentEmail, context),
    );
    const token = await this.links.token(share.id);
    await this.commands.execute(new AcceptShareCommand(coparent.id, token, context));
    return { parentId: parent.id, children };
  }
}
