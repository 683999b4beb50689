import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const integer = (min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
        return z.NEVER;
      }
      return number;
    });

const Environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: integer(0, 65_535, 3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: integer(2, 200, 10),
  EVENTSTORE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(esdb|kurrentdb)(\+discover)?:\/\/\S+$/, 'must be an esdb:// or kurrentdb:// URL')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_SEED: flag,
  PROJECTION_POLL_MS: integer(10, 60_000, 500),
  WEB_DIST_DIR: optionalText,
});

export interface Config {
  readonly environment: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly databasePoolSize: number;
  readonly eventStoreUrl: string | null;
  readonly logLevel: z.infer<typeof Environment>['LOG_LEVEL'];
  /** Seed demo organizations and stages into an empty store at start. */
  readonly demoSeed: boolean;
  /** Fallback poll of the projections when no notification arrives. */
  readonly projectionPollMs: number;
  /** The built web app served at `/`; null to serve the API alone. */
  readonly webDistDir: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from environment variables. Every problem is reported at once,
 * each naming its variable.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv,
  defaults: { webDistDir: string | null } = { webDistDir: null },
): Config {
  const parsed = Environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0]);
        const given = env[variable];
        return `${variable} ${issue.message}${given === undefined ? '' : ` (got "${given}")`}`;
      }),
    );
  }
  const values = parsed.data;
  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL ?? null,
    databasePoolSize: values.DATABASE_POOL_SIZE,
    eventStoreUrl: values.EVENTSTORE_URL ?? null,
    logLevel: values.LOG_LEVEL,
    // The embedded database is for trying the product out: it starts with demo data.
    demoSeed: values.DEMO_SEED ?? values.DATABASE_URL === undefined,
    projectionPollMs: values.PROJECTION_POLL_MS,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaults.webDistDir,
  };
}
