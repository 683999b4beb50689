import type { Infrastructure } from '@stages/api/infrastructure';
import { allProjections, rebuildProjection, type Projection } from '@stages/projections';
import { SingleBar } from 'cli-progress';

export async function rebuild(
  infrastructure: Infrastructure,
  args: readonly string[],
): Promise<number> {
  const selected = select(args);
  if (!selected) {
    console.error(
      `Name a projection or pass --all. Projections: ${allProjections.map((p) => p.name).join(', ')}`,
    );
    return 2;
  }
  for (const projection of selected) await rebuildOne(infrastructure, projection);
  return 0;
}

function select(args: readonly string[]): readonly Projection[] | null {
  if (args.length !== 1) return null;
  if (args[0] === '--all') return allProjections;
  const projection = allProjections.find((candidate) => candidate.name === args[0]);
  return projection ? [projection] : null;
}

async function rebuildOne({ db, store }: Infrastructure, projection: Projection) {
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
