import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ChildInput, ROLES, type StageCreatedData } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import {
  CancelEnrollmentCommand,
  DecideEnrollmentCommand,
  JoinWaitingListCommand,
  RequestEnrollmentCommand,
} from '../enrollments/index.js';
import { ChildrenService, ParentsRepository } from '../families/index.js';
import { hashPassword, UsersRepository } from '../identity/index.js';
import type { CommandContext } from '../platform/commands/command-context.js';
import { DATABASE } from '../platform/tokens.js';
import { actingAs, DEMO_PASSWORD } from './demo-accounts.js';
import { DEMO_FULL_STAGE_SLUG, demoNeighbours } from './demo-data.js';

export interface DemoNeighbourChild {
  readonly parentId: string;
  readonly childId: string;
}

/**
 * The neighbours' families, who fill the circus stage and wait on its list through the same
 * services as real parents; each account signs in with the demo password.
 */
@Injectable()
export class DemoNeighbours {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly users: UsersRepository,
    private readonly parents: ParentsRepository,
    private readonly children: ChildrenService,
    private readonly commands: CommandBus,
  ) {}

  /**
   * Fills the stage, lets `joinFirst` put the demo family first on its waiting list, puts the
   * waiting neighbours behind, then unenrols the family that gives its place up. Answers the
   * enrollments accepted, and the families whose child holds a place on it.
   */
  async create(
    today: Date,
    organizerId: string,
    stages: readonly StageCreatedData[],
    context: CommandContext,
    joinFirst: (stage: StageCreatedData) => Promise<void>,
  ): Promise<{ accepted: string[]; placed: DemoNeighbourChild[] }> {
    const stage = stages.find((each) => each.slug === DEMO_FULL_STAGE_SLUG);
    if (!stage) return { accepted: [], placed: [] };
    const accepted: string[] = [];
    const placed: DemoNeighbourChild[] = [];
    const waiting: { parentId: string; childId: string }[] = [];
    const unenrolling: { parentId: string; enrollmentId: string }[] = [];
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const { account, child, then } of demoNeighbours(today)) {
      const parentId = await this.db.transaction(async (tx) => {
        const user = await this.users.create(
          { ...account, passwordHash, language: 'fr', emailVerified: true, socialAccount: false },
          tx,
        );
        if (!user) return null;
        await this.users.assignRole(user.id, ROLES.parent, tx);
        await this.parents.create(tx, { userId: user.id, phone: account.phone });
        return user.id;
      });
      if (!parentId) continue;
      const { id } = await this.children.create(parentId, ChildInput.parse(child), null);
      if (then === 'wait') {
        waiting.push({ parentId, childId: id });
        continue;
      }
      const enrollment = await this.commands.execute(
        new RequestEnrollmentCommand(
          parentId,
          {
            stage_id: stage.stageId,
            child_id: id,
            confirmed_price_cents: stage.costCents,
            option_ids: [],
            reduced_price: false,
          },
          actingAs(context, parentId, 'parent'),
        ),
      );
      if (then === 'unenrol') unenrolling.push({ parentId, enrollmentId: enrollment.id });
      if (then === 'accept') {
        await this.commands.execute(
          new DecideEnrollmentCommand(
            organizerId,
            enrollment.id,
            { accept: true },
            actingAs(context, organizerId, 'organization'),
          ),
        );
        accepted.push(enrollment.id);
        placed.push({ parentId, childId: id });
      }
    }
    await joinFirst(stage);
    for (const { parentId, childId } of waiting) {
      await this.commands.execute(
        new JoinWaitingListCommand(
          parentId,
          { stage_id: stage.stageId, child_ids: [childId] },
          actingAs(context, parentId, 'parent'),
        ),
      );
    }
    for (const { parentId, enrollmentId } of unenrolling) {
      await this.commands.execute(
        new CancelEnrollmentCommand(parentId, enrollmentId, actingAs(context, parentId, 'parent')),
      );
    }
    return { accepted, placed };
  }
}
