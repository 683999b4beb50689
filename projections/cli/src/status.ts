import type { Infrastructure } from '@stages/api/infrastructure';
import { formatPosition } from '@stages/contracts';
import { allProjections } from '@stages/api/contexts';
import { readProjectionStatuses } from '@stages/projections';

export async function status({ db, store }: Infrastructure): Promise<number> {
  const statuses = await readProjectionStatuses(db, store, allProjections);
  const rows = statuses.map((projection) => [
    projection.name,
    projection.status,
    projection.position ? formatPosition(projection.position) : '-',
    String(projection.lagEvents),
    projection.updatedAt?.toISOString() ?? '-',
    projection.rebuildPosition
      ? `unfinished, at ${formatPosition(projection.rebuildPosition)}`
      : '-',
  ]);
  printTable(['PROJECTION', 'STATUS', 'CHECKPOINT', 'LAG (EVENTS)', 'UPDATED', 'REBUILD'], rows);
  for (const projection of statuses) {
    if (projection.status === 'failed') {
      console.log(
        `\n${projection.name} stopped on event ${projection.failedEventId}: ${projection.error}`,
      );
    }
  }
  return statuses.every((projection) => projection.status === 'running') ? 0 : 1;
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
