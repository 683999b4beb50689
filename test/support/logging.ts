import { Writable } from 'node:stream';
import { createLogger, type AppLogger } from '../../api/src/infrastructure/logging.js';

export const silentLogger: AppLogger = createLogger({ logLevel: 'silent' });

/** A logger whose JSON lines are kept for the test to read. */
export function capturingLogger(): { logger: AppLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'debug' }, sink), lines };
}
