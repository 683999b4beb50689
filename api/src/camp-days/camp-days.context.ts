import type { BoundedContext } from '../platform/bounded-context.js';
import { campDaysMigrations } from './camp-days.migrations.js';
import { CampDaysModule } from './camp-days.module.js';
import { stageMessageMails } from './mails/stage-message-mails.js';
import { attendance, attendanceMigrations } from './projections/attendance.projection.js';
import { stageMessages, stageMessagesMigrations } from './projections/stage-messages.projection.js';

export const campDaysContext: BoundedContext = {
  name: 'camp-days',
  module: CampDaysModule,
  migrations: [...attendanceMigrations, ...campDaysMigrations, ...stageMessagesMigrations],
  projections: [attendance, stageMessages],
  mailReactions: stageMessageMails,
};
