import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Enrollment, EnrollmentOnBehalf } from '@stages/contracts';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { RegisterOnBehalfCommand } from '../commands/register-on-behalf.command.js';
import { SlugParam } from '../../platform/http/slug-param.js';

const organizer = { confirmed: true, role: 'organization' } as const;

/** The organizer registers a child on a parent's behalf: accepted at once. */
@ApiTags('enrollments')
@Controller()
export class OnBehalfController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * 404 `stage.not_found` (another organization's stage); 409 `stage.full`, `stage.not_open`,
   * `enrollment.already_enrolled`, `enrollment.not_a_parent_account`,
   * `child.duplicate_national_register_number`; 422 `enrollment.age_out_of_range`.
   */
  @Post('organization/stages/:slug/enrollments')
  @Access(organizer)
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: Enrollment })
  register(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Body({ schema: EnrollmentOnBehalf }) body: EnrollmentOnBehalf,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<Enrollment> {
    return this.commands.execute(new RegisterOnBehalfCommand(user.id, slug, body, context));
  }
}
