import type { Infrastructure } from '../infrastructure/index.js';
import { allProjections } from '../contexts.js';
import { rebuildProjection, type Projection } from '@stages/projections';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';

const DEFAULT_BATCH_SIZE = 5_000;

export async function rebuild(
  infrastructure: Infrastructure,
  args: readonly string[],
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: { all: { type: 'boolean' }, 'batch-size': { type: 'string' } },
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
  const { values, positionals } = parsed;
  const names = allProjections.map((projection) => projection.name);
  const unknown = positionals.filter((name) => !names.includes(name));
  const selected = values.all
    ? allProjections
    : allProjections.filter((projection) => positionals.includes(projection.name));
  if (selected.length === 0 || unknown.length > 0) {
    console.error(`Name a projection or pass --all. Projections: ${names.join(', ')}`);
    return 2;
  }
  const batchSize = Number(values['batch-size'] ?? DEFAULT_BATCH_SIZE);
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    console.error('--batch-size must be a whole number from 1');
    return 2;
  }
  for (const projection of selected) await rebuildOne(infrastructure, projection, batchSize);
  return 0;
}

async function rebuildOne(
  { db, store }: Infrastructure,
  projection: Projection,
  batchSize: number,
) {
  const started = performance.now();
  const bar = new SingleBar({
    format: `${projection.name} [{bar}] {percentage}% | {value}/{total} events | {rate} events/s | ETA {eta_formatted}`,
    barCompleteChar: '#',
    barIncompleteChar: '.',
    noTTYOutput: true,
    notTTYSchedule: 2_000,
    etaBuffer: 50,
  });
  let startedAt = 0;
  const result = await rebuildProjection({
    db,
    store,
    projection,
    batchSize,
    onStart: ({ processed, total, resumed }) => {
      startedAt = processed;
      if (resumed)
        console.log(
          `Resuming the unfinished rebuild of ${projection.name} at ${processed}/${total}`,
        );
      bar.start(total, processed, { rate: 0 });
    },
    onProgress: ({ processed, total }) => {
      const seconds = (performance.now() - started) / 1_000;
      bar.setTotal(total);
      bar.update(processed, { rate: Math.round((processed - startedAt) / seconds) });
    },
  });
  bar.stop();
  const seconds = (performance.now() - started) / 1_000;
  const replayed = result.events - startedAt;
  console.log(
    `Rebuilt ${projection.name}: ${replayed} events replayed in ${seconds.toFixed(1)} s ` +
      `(${Math.round(replayed / Math.max(seconds, 0.001))} events/s), swapped in.`,
  );
}
