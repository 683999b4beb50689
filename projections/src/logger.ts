export type LogFields = Record<string, unknown>;

/** The few logging calls the runner makes; the API passes its structured logger. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}
