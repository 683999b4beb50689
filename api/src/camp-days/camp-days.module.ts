import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/index.js';
import { FamiliesModule } from '../families/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { RecordAttendanceHandler } from './commands/record-attendance.command.js';
import { SendStageMessageHandler } from './commands/send-stage-message.command.js';
import { AttendanceController } from './controllers/attendance.controller.js';
import { DaySheetController } from './controllers/day-sheet.controller.js';
import { FamilyMessagesController } from './controllers/family-messages.controller.js';
import { StageMessagesController } from './controllers/stage-messages.controller.js';
import { StageMessageMails } from './mails/stage-message-mails.js';
import { AttendanceQuery } from './queries/attendance.query.js';
import { DaySheetQuery } from './queries/day-sheet.query.js';
import { StageMessagesQuery } from './queries/stage-messages.query.js';

/**
 * The days of the camp: who is present each day, the sheet the team prints for it, and the
 * organizer's messages to the families.
 */
@Module({
  imports: [EnrollmentsModule, OrganizationsModule, IdentityModule, FamiliesModule],
  controllers: [
    AttendanceController,
    DaySheetController,
    StageMessagesController,
    FamilyMessagesController,
  ],
  providers: [
    AttendanceQuery,
    DaySheetQuery,
    RecordAttendanceHandler,
    StageMessagesQuery,
    SendStageMessageHandler,
    StageMessageMails,
  ],
})
export class CampDaysModule {}
