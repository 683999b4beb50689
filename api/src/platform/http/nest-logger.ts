import type { LoggerService } from '@nestjs/common';
import type { AppLogger } from '../../infrastructure/logging.js';

/** Nest's own messages (module start, route mapping...) as structured lines of our logger. */
export class NestLogger implements LoggerService {
  constructor(private readonly logger: AppLogger) {}

  log(message: unknown, context?: string) {
    this.logger.pino.info({ context }, String(message));
  }

  error(message: unknown, stack?: string, context?: string) {
    this.logger.pino.error({ context, stack }, String(message));
  }

  warn(message: unknown, context?: string) {
    this.logger.pino.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string) {
    this.logger.pino.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string) {
    this.logger.pino.trace({ context }, String(message));
  }
}
