import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  OfferQuote,
  OfferQuoteQuery,
  WaitingListAcceptance,
  WaitingListEntry,
  WaitingListJoinRequest,
  WaitingListQuery as WaitingListListQuery,
} from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { sendPage } from '../../platform/http/list-page.js';
import { AnswerOfferCommand, type FamilyAnswer } from '../commands/answer-offer.command.js';
import { JoinWaitingListCommand } from '../commands/join-waiting-list.command.js';
import { PriceQuoteQuery } from '../queries/price-quote.query.js';
import { WaitingListQuery } from '../queries/waiting-list.query.js';

const Id = z.uuid();
const parent = { confirmed: true, role: 'parent' } as const;

/**
 * A family's waiting-list entries: joining a full stage's list, and answering an offer or
 * leaving, by any parent of the family (own or shared). Another family's entry is not found.
 */
@ApiTags('waiting list')
@Controller('waiting-list')
@Access(parent)
export class WaitingListController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: WaitingListQuery,
    private readonly quotes: PriceQuoteQuery,
  ) {}

  /**
   * 409 `waiting_list.closed`, `waiting_list.places_available`, `waiting_list.already_waiting`,
   * `stage.not_open`, `stage.deadline_passed`, `enrollment.already_enrolled`; 422
   * `enrollment.age_out_of_range`, `waiting_list.one_family`; 404 for a child of another family.
   */
  @Post()
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: WaitingListEntry })
  join(
    @Body({ schema: WaitingListJoinRequest }) body: WaitingListJoinRequest,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<WaitingListEntry> {
    return this.commands.execute(new JoinWaitingListCommand(user.id, body, context));
  }

  @Get()
  @ApiOkResponse({ standardSchema: z.array(WaitingListEntry) })
  list(
    @Query({ schema: WaitingListListQuery }) query: z.output<typeof WaitingListListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WaitingListEntry[]> {
    return sendPage(reply, 'waiting-list', query, 'position', (page) =>
      this.query.familyList(user.id, page, query.filter ?? {}),
    );
  }

  @Get(':id')
  @ApiOkResponse({ standardSchema: WaitingListEntry })
  async get(
    @Param('id', { schema: Id }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<WaitingListEntry> {
    return (await this.query.forFamily(user.id, id)).entry;
  }

  /** What taking the offer costs with the options and social price chosen: 409 `option.full`. */
  @Get(':id/quote')
  @ApiOkResponse({ standardSchema: OfferQuote })
  async quote(
    @Param('id', { schema: Id }) id: string,
    @Query({ schema: OfferQuoteQuery }) query: z.output<typeof OfferQuoteQuery>,
    @Authenticated() { user }: Authentication,
  ): Promise<OfferQuote> {
    const { entry, primaryParentId } = await this.query.forFamily(user.id, id);
    return this.quotes.offer(user, entry, primaryParentId, {
      optionIds: query.option_ids,
      reducedPrice: query.reduced_price,
    });
  }

  /** Each child gets a pending enrollment. 409 `waiting_list.offer_expired`, `waiting_list.no_offer`, `enrollment.price_changed`. */
  @Post(':id/accept')
  @HttpCode(200)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: WaitingListEntry })
  accept(
    @Param('id', { schema: Id }) id: string,
    @Body({ schema: WaitingListAcceptance }) body: WaitingListAcceptance,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<WaitingListEntry> {
    return this.#answer(
      user.id,
      id,
      {
        kind: 'accept',
        confirmedPriceCents: body.confirmed_price_cents,
        choice: { optionIds: body.option_ids, reducedPrice: body.reduced_price },
      },
      context,
    );
  }

  /** The places go to the next entries at once. 409 `waiting_list.no_offer`. */
  @Post(':id/decline')
  @HttpCode(200)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: WaitingListEntry })
  decline(
    @Param('id', { schema: Id }) id: string,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<WaitingListEntry> {
    return this.#answer(user.id, id, { kind: 'decline' }, context);
  }

  /** 409 `waiting_list.entry_closed` once the entry left, took or lost its offer. */
  @Post(':id/leave')
  @HttpCode(200)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: WaitingListEntry })
  leave(
    @Param('id', { schema: Id }) id: string,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<WaitingListEntry> {
    return this.#answer(user.id, id, { kind: 'leave' }, context);
  }

  #answer(userId: string, id: string, answer: FamilyAnswer, context: CommandContext) {
    return this.commands.execute(new AnswerOfferCommand(userId, id, answer, context));
  }
}
