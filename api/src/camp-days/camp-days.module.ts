import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/index.js';
import { FamiliesModule } from '../families/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { RecordAttendanceHandler } from './commands/record-attendance.command.js';
import { AttendanceController } from './controllers/attendance.controller.js';
import { DaySheetController } from './controllers/day-sheet.controller.js';
import { AttendanceQuery } from './queries/attendance.query.js';
import { DaySheetQuery } from './queries/day-sheet.query.js';

/** The days of the camp: who is present each day, and the sheet the team prints for it. */
@Module({
  imports: [EnrollmentsModule, OrganizationsModule, IdentityModule, FamiliesModule],
  controllers: [AttendanceController, DaySheetController],
  providers: [AttendanceQuery, DaySheetQuery, RecordAttendanceHandler],
})
export class CampDaysModule {}
