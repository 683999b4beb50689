import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StageCreatedData } from '@stages/contracts';
import {
  CancelEnrollmentCommand,
  DecideEnrollmentCommand,
  JoinWaitingListCommand,
  PriceQuoteQuery,
  RequestEnrollmentCommand,
} from '../enrollments/index.js';
import { UsersRepository } from '../identity/index.js';
import type { AppLogger } from '../infrastructure/logging.js';
import type { CommandContext } from '../platform/commands/command-context.js';
import { actingAs } from './demo-accounts.js';
import { DEMO_LAST_SUMMER_SLUG, DEMO_OPTIONS } from './demo-data.js';
import { DomainError } from '../platform/domain-error.js';
import { LOGGER } from '../platform/tokens.js';

interface Step {
  readonly child: 'Emma' | 'Lucas';
  readonly slug: string;
  readonly then: 'accept' | 'reject' | 'cancel' | null;
  readonly daysBeforeStart?: number;
  readonly daysAgo?: number;
  readonly reason?: string;
  readonly options?: readonly (keyof typeof DEMO_OPTIONS)[];
  /** The family asks for the social price. */
  readonly reducedPrice?: boolean;
}

/**
 * The demo family's registrations, one in each state: Emma's stay of last summer, registered,
 * accepted and paid weeks before it (its documents are ready); Emma accepted at the multisports
 * week three weeks ago with daycare and hot meals, her bill now overdue, and waiting at the
 * theatre camp; Lucas at the multisports week too, with the sibling discount, daycare and the
 * social price asked, waiting for the demo organizer's decision; a rejection with its message,
 * an unenrollment.
 */
const plan: readonly Step[] = [
  { child: 'Emma', slug: DEMO_LAST_SUMMER_SLUG, then: 'accept', daysBeforeStart: 30 },
  {
    child: 'Emma',
    slug: 'stage-multisports-6-9-ans',
    then: 'accept',
    daysAgo: 21,
    options: ['daycare', 'meals'],
  },
  {
    child: 'Lucas',
    slug: 'stage-multisports-6-9-ans',
    then: null,
    options: ['daycare'],
    reducedPrice: true,
  },
  {
    child: 'Emma',
    slug: 'stage-cirque-et-jonglerie',
    then: 'reject',
    reason: 'Le groupe des 7-9 ans est complet cette semaine-là.',
  },
  { child: 'Emma', slug: 'zomerkamp-theater', then: null },
  { child: 'Lucas', slug: 'paaskamp-natuur', then: 'cancel' },
];

const DAY_MS = 86_400_000;

@Injectable()
export class DemoEnrollments {
  constructor(
    private readonly users: UsersRepository,
    private readonly commands: CommandBus,
    private readonly quotes: PriceQuoteQuery,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  /** Through the same service as parents and organizers; a registration refused is skipped. */
  async create(
    family: { parentId: string; children: ReadonlyMap<string, string> },
    organizerEmail: string,
    stages: readonly StageCreatedData[],
    context: CommandContext,
  ): Promise<string[]> {
    const organizer = await this.users.findByEmail(organizerEmail);
    const accepted: string[] = [];
    const parent = (acting: CommandContext) => actingAs(acting, family.parentId, 'parent');
    for (const step of plan) {
      const stage = stages.find((each) => each.slug === step.slug);
      const childId = family.children.get(step.child);
      if (!stage || !childId) continue;
      const at =
        step.daysBeforeStart !== undefined
          ? new Date(Date.parse(stage.startsAt) - step.daysBeforeStart * DAY_MS)
          : new Date(Date.now() - (step.daysAgo ?? 0) * DAY_MS);
      const choice = {
        optionIds: (step.options ?? []).map((option) => DEMO_OPTIONS[option]),
        reducedPrice: step.reducedPrice ?? false,
      };
      try {
        // As a parent registers: the quote read, its total confirmed.
        const quote = await this.quotes.quote(
          { id: family.parentId, language: 'fr' },
          stage.stageId,
          childId,
          choice,
        );
        const enrollment = await this.commands.execute(
          new RequestEnrollmentCommand(
            family.parentId,
            {
              stage_id: stage.stageId,
              child_id: childId,
              confirmed_price_cents: quote.total_cents,
              option_ids: [...choice.optionIds],
              reduced_price: choice.reducedPrice,
            },
            parent(context),
            at,
          ),
        );
        if (step.then === 'cancel') {
          await this.commands.execute(
            new CancelEnrollmentCommand(family.parentId, enrollment.id, parent(context)),
          );
        } else if (step.then && organizer) {
          const decision =
            step.then === 'accept'
              ? ({ accept: true } as const)
              : ({ accept: false, reason: step.reason ?? null } as const);
          await this.commands.execute(
            new DecideEnrollmentCommand(
              organizer.id,
              enrollment.id,
              decision,
              actingAs(context, organizer.id, 'organization'),
              at,
            ),
          );
          if (step.then === 'accept') accepted.push(enrollment.id);
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        this.logger.info('Demo registration skipped', { stage: step.slug, code: error.code });
      }
    }
    return accepted;
  }

  /**
   * Emma, refused at the circus stage while it filled, waits on its list: the place a
   * neighbour gives up is then offered to her family, and the offer is open when the demo starts.
   */
  async joinWaitingList(
    family: { parentId: string; children: ReadonlyMap<string, string> } | null,
    stage: StageCreatedData,
    context: CommandContext,
  ) {
    const childId = family?.children.get('Emma');
    if (!family || !childId) return;
    await this.commands.execute(
      new JoinWaitingListCommand(
        family.parentId,
        { stage_id: stage.stageId, child_ids: [childId] },
        actingAs(context, family.parentId, 'parent'),
      ),
    );
  }
}
