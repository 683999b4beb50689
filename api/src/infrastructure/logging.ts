import type { Logger as ProjectionLogger } from '@stages/projections';
import pino from 'pino';
import type { Config } from '../config/config.js';

export type AppLogger = ProjectionLogger & {
  readonly pino: pino.Logger;
  debug(message: string, fields?: Record<string, unknown>): void;
};

/** JSON lines on stdout, one object per event; a request's lines name it by `request_id`. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: pino.DestinationStream,
): AppLogger {
  const instance = pino(
    {
      level: config.logLevel,
      base: { service: 'stages-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    pino: instance,
    debug: (message, fields) => instance.debug(fields ?? {}, message),
    info: (message, fields) => instance.info(fields ?? {}, message),
    warn: (message, fields) => instance.warn(fields ?? {}, message),
    error: (message, fields) => instance.error(fields ?? {}, message),
  };
}
