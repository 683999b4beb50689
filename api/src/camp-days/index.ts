/** What other contexts may use of the camp days: the context, and its decisions for the demo. */
export { campDaysContext } from './camp-days.context.js';
export { RecordAttendanceCommand } from './commands/record-attendance.command.js';
export { SendStageMessageCommand } from './commands/send-stage-message.command.js';
