import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger as ProjectionLogger } from '@stages/projections';
import pino from 'pino';
import type { Config } from '../config/config.js';

export interface RequestContext {
  readonly requestId: string;
}

/** Carries the current request's id to every log line written while serving it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export type AppLogger = ProjectionLogger & {
  readonly pino: pino.Logger;
  debug(message: string, fields?: Record<string, unknown>): void;
};

/** JSON lines on stdout, one object per event, with the request id when there is one. */
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
      mixin: () => {
        const context = requestContext.getStore();
        return context ? { request_id: context.requestId } : {};
      },
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
