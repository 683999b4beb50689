import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DayAttendance } from '@stages/contracts';
import { EnrollmentsQuery, StageDecisions } from '../../enrollments/index.js';
import { Clock } from '../../infrastructure/clock.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { AttendanceQuery } from '../queries/attendance.query.js';

/** The organizer records who is present on a day of one of the organization's stages. */
export class RecordAttendanceCommand extends Command<DayAttendance> {
  constructor(
    readonly userId: string,
    readonly slug: string,
    readonly day: string,
    readonly present: readonly string[],
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RecordAttendanceCommand)
export class RecordAttendanceHandler implements ICommandHandler<RecordAttendanceCommand> {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly decisions: StageDecisions,
    private readonly attendance: AttendanceQuery,
    private readonly clock: Clock,
  ) {}

  async execute(command: RecordAttendanceCommand): Promise<DayAttendance> {
    const organization = await this.organizations.ownedBy(command.userId);
    const stageId = await this.enrollments.stageOfOrganization(organization.id, command.slug);
    await this.decisions.decide(
      stageId,
      {
        type: 'RecordAttendance',
        organizationId: organization.id,
        day: command.day,
        present: command.present,
        by: command.userId,
        now: this.clock.now(),
      },
      command.context,
      ['attendance'],
    );
    return this.attendance.day(stageId, command.day);
  }
}
