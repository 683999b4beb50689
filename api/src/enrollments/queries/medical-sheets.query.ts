import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import { ChildHealthViewsRepository } from '../../families/index.js';
import { DATABASE } from '../../platform/tokens.js';
import { healthSheetOpen } from '../domain/health-sheet-window.js';
import { latestStageEndSql } from './latest-stage-end.js';
import type { MedicalSheet } from '../exports/enrollment-workbook.js';

interface Row extends Omit<MedicalSheet, 'weight_kg'> {
  child_id: string;
  weight_kg: string | null;
  latest_end: Date;
}

/**
 * The medical sheets of a stage's accepted children, for its organizer's export: within the
 * window the organization's children tab keeps to, and each sheet handed out is recorded as a
 * reading the parent sees.
 */
@Injectable()
export class MedicalSheetsQuery {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly views: ChildHealthViewsRepository,
  ) {}

  async forStage(organizationId: string, stageId: string, readerId: string) {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<Row>(
        `SELECT c.id::text AS child_id, s.name AS stage_name, c.last_name, c.first_name,
                c.birth_date::text, h.can_swim, h.tetanus_vaccine, h.disabled, h.allergies,
                h.diet, h.medications, h.important_info, h.height_cm, h.weight_kg::text,
                trim(h.doctor_first_name || ' ' || h.doctor_last_name) AS doctor_name,
                h.doctor_phone,
                ${latestStageEndSql('c.id', '$2')} AS latest_end
           FROM enrollments e
           JOIN stage_catalogue s ON s.stage_id = e.stage_id
           JOIN children c ON c.id = e.child_id
           JOIN child_health h ON h.child_id = c.id
          WHERE e.stage_id = $1 AND s.organization_id = $2 AND e.status = 'accepted'
          ORDER BY c.last_name, c.first_name, c.id`,
        [stageId, organizationId],
      );
      const now = new Date();
      const open = rows.filter((row) => healthSheetOpen(row.latest_end, now));
      for (const row of open) {
        await this.views.record(tx, row.child_id, {
          userId: readerId,
          role: 'organization',
          organizationId,
        });
      }
      return open.map(({ child_id: _child, latest_end: _end, weight_kg, ...sheet }) => ({
        ...sheet,
        weight_kg: weight_kg === null ? null : Number(weight_kg),
      }));
    });
  }
}
