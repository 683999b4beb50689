import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { RecordAttendanceHandler } from './commands/record-attendance.command.js';
import { AttendanceController } from './controllers/attendance.controller.js';
import { AttendanceQuery } from './queries/attendance.query.js';

/** The days of the camp: who is present each day. */
@Module({
  imports: [EnrollmentsModule, OrganizationsModule, IdentityModule],
  controllers: [AttendanceController],
  providers: [AttendanceQuery, RecordAttendanceHandler],
})
export class CampDaysModule {}
