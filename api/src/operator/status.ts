import type { Infrastructure } from '../infrastructure/index.js';
import { formatPosition } from '@stages/contracts';
import { allProjections } from '../contexts.js';
import {
  readProjectionStatuses,
  type LockHolder,
  type ProjectionStatus,
} from '@stages/projections';

/** `web-1 (pid 4242)`; a session of another program by its own name. */
const describeHolder = (holder: LockHolder) =>
  holder.host === null ? `"${holder.applicationName}"` : `${holder.host} (pid ${holder.pid})`;

export async function status({ db, store }: Infrastructure): Promise<number> {
  const statuses = await readProjectionStatuses(db, store, allProjections);
  const rows = statuses.map((projection) => [
    projection.name,
    projection.status,
    projection.holder ? describeHolder(projection.holder) : '-',
    projection.position ? formatPosition(projection.position) : '-',
    String(projection.lagEvents),
    projection.updatedAt?.toISOString() ?? '-',
    rebuildState(projection),
  ]);
  printTable(
    ['PROJECTION', 'STATUS', 'HELD BY', 'CHECKPOINT', 'LAG (EVENTS)', 'UPDATED', 'REBUILD'],
    rows,
  );
  for (const projection of statuses) {
    if (projection.status === 'failed') {
      console.log(
        `\n${projection.name} stopped on event ${projection.failedEventId}: ${projection.error}`,
      );
    }
  }
  return statuses.every((projection) => projection.status === 'running') ? 0 : 1;
}

function rebuildState({ rebuildPosition, rebuildHolder }: ProjectionStatus) {
  const at = rebuildPosition ? `at ${formatPosition(rebuildPosition)}` : 'from the start';
  if (rebuildHolder) return `running ${at}, by ${describeHolder(rebuildHolder)}`;
  return rebuildPosition ? `unfinished, ${at}` : '-';
}

function printTable(header: readonly string[], rows: readonly (readonly string[])[]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
  }
}
