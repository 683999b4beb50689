import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  Enrollment,
  EnrollmentAcceptance,
  EnrollmentListItem,
  EnrollmentListQuery,
  EnrollmentRejection,
  EnrollmentRequest,
} from '@stages/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { sendPage } from '../../platform/http/list-page.js';
import { CancelEnrollmentCommand } from '../commands/cancel-enrollment.command.js';
import { DecideEnrollmentCommand } from '../commands/decide-enrollment.command.js';
import { RequestEnrollmentCommand } from '../commands/request-enrollment.command.js';
import { EnrollmentsQuery } from '../queries/enrollments.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

const Id = z.uuid();
const parent = { confirmed: true, role: 'parent' } as const;
const organizer = { confirmed: true, role: 'organization' } as const;

/**
 * A family's enrollments and its requests and unenrollments; a stage's enrollments and its
 * organizer's decisions. Another family's or organization's enrollment is not found.
 */
@ApiTags('enrollments')
@Controller()
export class EnrollmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly query: EnrollmentsQuery,
    private readonly organizations: OrganizationsRepository,
  ) {}

  /**
   * 409 `stage.full`, `stage.deadline_passed`, `stage.not_open`, `enrollment.already_enrolled`,
   * `enrollment.price_changed` (the total is not the quote's), `option.full`; 422
   * `enrollment.age_out_of_range`, `option.unknown`, `enrollment.no_reduced_price`.
   */
  @Post('enrollments')
  @Access(parent)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: Enrollment })
  request(
    @Body({ schema: EnrollmentRequest }) body: EnrollmentRequest,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<Enrollment> {
    return this.commands.execute(new RequestEnrollmentCommand(user.id, body, context));
  }

  @Get('enrollments')
  @Access(parent)
  @ApiOkResponse({ standardSchema: z.array(EnrollmentListItem) })
  list(
    @Query({ schema: EnrollmentListQuery }) query: z.output<typeof EnrollmentListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EnrollmentListItem[]> {
    return sendPage(reply, 'enrollments', query, 'requested_at', (page) =>
      this.query.familyList(user.id, page, query.filter ?? {}),
    );
  }

  @Get('enrollments/:id')
  @Access(parent)
  @ApiOkResponse({ standardSchema: Enrollment })
  get(
    @Param('id', { schema: Id }) id: string,
    @Authenticated() { user }: Authentication,
  ): Promise<Enrollment> {
    return this.query.forFamily(user.id, id);
  }

  /** 403 `enrollment.not_primary_parent`, 409 `enrollment.stage_started` or `enrollment.not_active`. */
  @Post('enrollments/:id/cancel')
  @HttpCode(200)
  @Access(parent)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: Enrollment })
  cancel(
    @Param('id', { schema: Id }) id: string,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<Enrollment> {
    return this.commands.execute(new CancelEnrollmentCommand(user.id, id, context));
  }

  /**
   * Final: a second decision is 409 `enrollment.already_decided`. Where the family asked for the
   * social price, `reduced_price` grants or refuses it (without it, 422
   * `enrollment.reduced_price_undecided`); refused, the bill takes the normal price.
   */
  @Post('enrollments/:id/accept')
  @HttpCode(200)
  @Access(organizer)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: Enrollment })
  accept(
    @Param('id', { schema: Id }) id: string,
    @Body({ schema: EnrollmentAcceptance }) body: z.output<typeof EnrollmentAcceptance>,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<Enrollment> {
    const decision = { accept: true, reducedPrice: body.reduced_price } as const;
    return this.commands.execute(new DecideEnrollmentCommand(user.id, id, decision, context));
  }

  /** Final, with an optional reason the parent reads. */
  @Post('enrollments/:id/reject')
  @HttpCode(200)
  @Access(organizer)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: Enrollment })
  reject(
    @Param('id', { schema: Id }) id: string,
    @Body({ schema: EnrollmentRejection }) body: z.output<typeof EnrollmentRejection>,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<Enrollment> {
    const decision = { accept: false, reason: body.reason ?? null } as const;
    return this.commands.execute(new DecideEnrollmentCommand(user.id, id, decision, context));
  }

  @Get('organization/stages/:slug/enrollments')
  @Access(organizer)
  @ApiOkResponse({ standardSchema: z.array(EnrollmentListItem) })
  async stageList(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Query({ schema: EnrollmentListQuery }) query: z.output<typeof EnrollmentListQuery>,
    @Authenticated() { user }: Authentication,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EnrollmentListItem[]> {
    const organization = await this.organizations.ownedBy(user.id);
    const stageId = await this.query.stageOfOrganization(organization.id, slug);
    return sendPage(reply, 'enrollments', query, 'requested_at', (page) =>
      this.query.stageList(organization.id, stageId, page, query.filter ?? {}),
    );
  }
}
