import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, brusselsDay, type StageCreatedData } from '@stages/contracts';
import { RecordAttendanceCommand, SendStageMessageCommand } from '../camp-days/index.js';
import {
  DecideEnrollmentCommand,
  PriceQuoteQuery,
  RequestEnrollmentCommand,
} from '../enrollments/index.js';
import { BillIssuer, RecordPaymentCommand } from '../payments/index.js';
import type { CommandContext } from '../platform/commands/command-context.js';
import { actingAs } from './demo-accounts.js';
import { DEMO_RUNNING_STAGE_SLUG } from './demo-data.js';
import type { DemoNeighbourChild } from './demo-neighbours.js';

const DAY_MS = 86_400_000;

const DEMO_MESSAGE = {
  subject: 'Bottes et vêtements de rechange',
  body: 'Bonjour à tous,\n\nIl a neigé cette nuit : demain, pensez aux bottes, à une paire de gants et à des vêtements de rechange dans un sac au nom de votre enfant.\n\nÀ demain !\nL’équipe des Castors',
  audience: 'accepted',
} as const;

/**
 * The stage under way: the neighbours' children registered three weeks before it, accepted and
 * paid, its first day's attendance taken with one child absent, so that the organizer opens
 * the attendance tab on a day already begun and one still to take, and a word to its families
 * that their parents read on their registrations.
 */
@Injectable()
export class DemoCampDays {
  constructor(
    private readonly commands: CommandBus,
    private readonly quotes: PriceQuoteQuery,
    private readonly issuer: BillIssuer,
  ) {}

  async create(
    organizerId: string,
    families: readonly DemoNeighbourChild[],
    stages: readonly StageCreatedData[],
    context: CommandContext,
  ) {
    const stage = stages.find((each) => each.slug === DEMO_RUNNING_STAGE_SLUG);
    if (!stage || families.length === 0) return;
    const registeredAt = new Date(Date.parse(stage.startsAt) - 21 * DAY_MS);
    const organizer = actingAs(context, organizerId, 'organization');
    const accepted: string[] = [];
    for (const { parentId, childId } of families) {
      const quote = await this.quotes.quote(
        { id: parentId, language: 'fr' },
        stage.stageId,
        childId,
        { optionIds: [], reducedPrice: false },
      );
      const enrollment = await this.commands.execute(
        new RequestEnrollmentCommand(
          parentId,
          {
            stage_id: stage.stageId,
            child_id: childId,
            confirmed_price_cents: quote.total_cents,
            option_ids: [],
            reduced_price: false,
          },
          actingAs(context, parentId, 'parent'),
          registeredAt,
        ),
      );
      await this.commands.execute(
        new DecideEnrollmentCommand(
          organizerId,
          enrollment.id,
          { accept: true },
          organizer,
          new Date(registeredAt.getTime() + DAY_MS),
        ),
      );
      accepted.push(enrollment.id);
    }
    await this.issuer.issued(accepted);
    const firstDay = brusselsDay(stage.startsAt);
    for (const enrollmentId of accepted) {
      await this.commands.execute(
        new RecordPaymentCommand(organizerId, enrollmentId, addDays(firstDay, -10), organizer),
      );
    }
    await this.commands.execute(
      new RecordAttendanceCommand(organizerId, stage.slug, firstDay, accepted.slice(1), organizer),
    );
    await this.commands.execute(
      new SendStageMessageCommand(organizerId, stage.slug, DEMO_MESSAGE, organizer),
    );
  }
}
