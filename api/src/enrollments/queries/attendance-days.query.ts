import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import { DATABASE } from '../../platform/tokens.js';
import type { AttendanceDay } from '../exports/enrollment-workbook.js';

/**
 * The days a stage's attendance was taken, in order, for its export: the camp days' read model,
 * fed by the attendance this context's aggregate decides.
 */
@Injectable()
export class AttendanceDaysQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async ofStage(stageId: string): Promise<AttendanceDay[]> {
    const { rows } = await this.db.query<AttendanceDay>(
      `SELECT day::text, present::text[] AS present FROM stage_attendance
        WHERE stage_id = $1 ORDER BY day`,
      [stageId],
    );
    return rows;
  }
}
