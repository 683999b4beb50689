import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AttendanceRecording, Day, DayAttendance } from '@stages/contracts';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import { Access, Authenticated, type Authentication } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import {
  CommandContextParam,
  type CommandContext,
} from '../../platform/commands/command-context.js';
import { CommandEndpoint } from '../../platform/commands/command-endpoint.decorator.js';
import { RecordAttendanceCommand } from '../commands/record-attendance.command.js';
import { AttendanceQuery } from '../queries/attendance.query.js';
import { SlugParam } from '../../platform/http/slug-param.js';

/** Who is present, day by day, on the organization's stages. */
@ApiTags('camp days')
@Controller('organization/stages/:slug/attendance/:day')
@Access({ confirmed: true, role: 'organization' })
export class AttendanceController {
  constructor(
    private readonly commands: CommandBus,
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly attendance: AttendanceQuery,
  ) {}

  /** The day's accepted children, present or not. 404 another organization's stage; 422 `attendance.day_outside_stage`. */
  @Get()
  @ApiOkResponse({ standardSchema: DayAttendance })
  async read(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Param('day', { schema: Day }) day: string,
    @Authenticated() { user }: Authentication,
  ): Promise<DayAttendance> {
    const organization = await this.organizations.ownedBy(user.id);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, slug);
    return this.attendance.day(stageId, day);
  }

  /**
   * Records the day's whole list of who is present, the others absent; a correction sends it
   * again, until seven days after the day. 422 `attendance.day_outside_stage`,
   * `attendance.not_accepted`; 409 `attendance.day_not_started`, `attendance.day_closed`.
   */
  @Put()
  @CommandEndpoint()
  @ApiOkResponse({ standardSchema: DayAttendance })
  record(
    @Param('slug', { schema: SlugParam }) slug: string,
    @Param('day', { schema: Day }) day: string,
    @Body({ schema: AttendanceRecording }) body: AttendanceRecording,
    @Authenticated() { user }: Authentication,
    @CommandContextParam() context: CommandContext,
  ): Promise<DayAttendance> {
    return this.commands.execute(
      new RecordAttendanceCommand(user.id, slug, day, body.present, context),
    );
  }
}
