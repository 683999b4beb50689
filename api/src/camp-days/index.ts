/** What other contexts may use of the camp days: the context, and attendance for the demo. */
export { campDaysContext } from './camp-days.context.js';
export { RecordAttendanceCommand } from './commands/record-attendance.command.js';
