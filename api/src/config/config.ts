import path from 'node:path';
import { BYTES_PER_MB, ruleFor, type UploadKind, type UploadRule } from '@stages/contracts';
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

/**
 * Which proxies to believe about the client's address: none, the nearest `n` (`true` is the
 * nearest one), or those at the given addresses. Believing every hop would let a client name
 * its own address by sending X-Forwarded-For, since proxies append to it.
 */
const proxyTrust = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return 1;
    if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
    const addresses = text.split(',').map((address) => address.trim());
    if (addresses.every((address) => /^[0-9a-f:.]+(\/\d{1,3})?$/i.test(address))) return addresses;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a number of proxies (1 to 10), or their addresses',
    });
    return z.NEVER;
  });

const megabytes = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    const number = Number(value);
    if (!(number > 0 && number <= 100)) {
      ctx.addIssue({ code: 'custom', message: 'must be a number of megabytes from 0.1 to 100' });
      return z.NEVER;
    }
    return number;
  });

/** `800x450`: the smallest width and height an image may have. */
const dimensions = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    const match = /^(\d{1,4})x(\d{1,4})$/.exec(value);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: 'must be WIDTHxHEIGHT in pixels, like 800x450' });
      return z.NEVER;
    }
    return { minWidth: Number(match[1]), minHeight: Number(match[2]) };
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
  WAITING_LIST_SWEEP_MS: integer(10, 60_000, 15_000),
  WEB_DIST_DIR: optionalText,
  PUBLIC_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin like https://stages.be')
      .optional(),
  ),
  ANALYTICS_SCRIPT_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(https:\/\/|\/)[^\s"<>]*$/, 'must be an https:// URL or a path on this site')
      .optional(),
  ),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  TRUST_PROXY: proxyTrust,
  HTTP_HEADERS_TIMEOUT_S: integer(1, 600, 10),
  HTTP_IDLE_TIMEOUT_S: integer(1, 600, 10),
  HTTP_REQUEST_TIMEOUT_S: integer(1, 3_600, 60),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Stages <no-reply@stages.localhost>'),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  STRIPE_GOLD_PRICE_ID: optionalText,
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  UPLOAD_LOGO_MAX_MB: megabytes,
  UPLOAD_LOGO_MIN_SIZE: dimensions,
  UPLOAD_STAGE_IMAGE_MAX_MB: megabytes,
  UPLOAD_STAGE_IMAGE_MIN_SIZE: dimensions,
  UPLOAD_DOCUMENT_MAX_MB: megabytes,
  UPLOAD_QUOTA_MB: integer(1, 1_000_000, 200),
});

export interface OidcProviderConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

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
  /** How often the waiting lists are looked at for offers due to expire, remind or be made. */
  readonly waitingListSweepMs: number;
  /** The built web app served at `/`; null to serve the API alone. */
  readonly webDistDir: string | null;
  /** Where users reach the product: links in e-mails, the Origin check, Secure cookies. */
  readonly publicUrl: string;
  /** The analytics tracker's script, loaded by browsers whose user allowed it; null for none. */
  readonly analyticsScriptUrl: string | null;
  /** Signs session tokens; generated once and kept in the database when not given. */
  readonly sessionSecret: string | null;
  /** Behind reverse proxies: how many (or which) to believe about the client's address. */
  readonly trustProxy: false | number | readonly string[];
  /**
   * How long a client may take, in milliseconds: to send its headers, to stay silent, to send a
   * whole request. A client slower than that holds a connection others could use.
   */
  readonly httpTimeouts: {
    readonly headersMs: number;
    readonly idleMs: number;
    readonly requestMs: number;
  };
  /** SMTP server for mail; null writes each message to DATA_DIR/mail instead. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  /** Google and Microsoft sign-in, when their client is configured. */
  readonly google: OidcProviderConfig | null;
  readonly microsoft: OidcProviderConfig | null;
  /** Card payments of subscriptions; null when not configured (plans are granted by hand). */
  readonly stripe: StripeConfig | null;
  /**
   * Parents' online payments into each organization's own Stripe account (Connect); null when
   * not configured (bills are paid by transfer only).
   */
  readonly stripeConnect: StripeConnectConfig | null;
  /** What each kind of upload may be: types, size, and for images the smallest dimensions. */
  readonly uploadRules: Readonly<Record<UploadKind, UploadRule>>;
  /** How many bytes of files one organization may keep, all kinds together. */
  readonly uploadQuotaBytes: number;
}

function oidcClient(
  issuer: string,
  clientId: string | undefined,
  clientSecret: string | undefined,
): OidcProviderConfig | null {
  return clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

/**
 * Card payments of the Gold plan through Stripe, when both keys are given. Without a price id,
 * the checkout charges the Gold plan's yearly price from the price plans screen.
 */
export interface StripeConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly goldPriceId: string | null;
  /** Stripe's API, or a stand-in that answers the same calls (tests, a local mock). */
  readonly apiUrl: string;
}

/** Stripe Connect: the platform's key, and the secret of the webhook endpoint for connected accounts. */
export interface StripeConnectConfig {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly apiUrl: string;
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
  const halves = (['GOOGLE', 'MICROSOFT'] as const).flatMap((provider) => {
    const id = values[`${provider}_CLIENT_ID`];
    const secret = values[`${provider}_CLIENT_SECRET`];
    if (!id === !secret) return [];
    return [
      `${provider}_CLIENT_${id ? 'SECRET' : 'ID'} must be set with ${provider}_CLIENT_${id ? 'ID' : 'SECRET'}`,
    ];
  });
  // The key serves subscriptions, online bills or both: each needs its webhook's secret.
  const webhookSecrets = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET'] as const;
  if (values.STRIPE_SECRET_KEY && !webhookSecrets.some((name) => values[name])) {
    halves.push(
      'STRIPE_WEBHOOK_SECRET or STRIPE_CONNECT_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY',
    );
  }
  for (const name of webhookSecrets) {
    if (values[name] && !values.STRIPE_SECRET_KEY) {
      halves.push(`STRIPE_SECRET_KEY must be set with ${name}`);
    }
  }
  if (halves.length > 0) throw new ConfigError(halves);
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
    waitingListSweepMs: values.WAITING_LIST_SWEEP_MS,
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : defaults.webDistDir,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT || 3000}`,
    analyticsScriptUrl: values.ANALYTICS_SCRIPT_URL ?? null,
    sessionSecret: values.SESSION_SECRET ?? null,
    trustProxy: values.TRUST_PROXY,
    httpTimeouts: {
      headersMs: values.HTTP_HEADERS_TIMEOUT_S * 1000,
      idleMs: values.HTTP_IDLE_TIMEOUT_S * 1000,
      requestMs: values.HTTP_REQUEST_TIMEOUT_S * 1000,
    },
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    google: oidcClient(values.GOOGLE_ISSUER, values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET),
    microsoft: oidcClient(
      values.MICROSOFT_ISSUER,
      values.MICROSOFT_CLIENT_ID,
      values.MICROSOFT_CLIENT_SECRET,
    ),
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            goldPriceId: values.STRIPE_GOLD_PRICE_ID ?? null,
            apiUrl: values.STRIPE_API_URL,
          }
        : null,
    stripeConnect:
      values.STRIPE_SECRET_KEY && values.STRIPE_CONNECT_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_CONNECT_WEBHOOK_SECRET,
            apiUrl: values.STRIPE_API_URL,
          }
        : null,
    uploadRules: {
      logo: ruleFor('logo', { maxMb: values.UPLOAD_LOGO_MAX_MB, ...values.UPLOAD_LOGO_MIN_SIZE }),
      stage_image: ruleFor('stage_image', {
        maxMb: values.UPLOAD_STAGE_IMAGE_MAX_MB,
        ...values.UPLOAD_STAGE_IMAGE_MIN_SIZE,
      }),
      id_card: ruleFor('id_card', { maxMb: values.UPLOAD_DOCUMENT_MAX_MB }),
      insurance: ruleFor('insurance', { maxMb: values.UPLOAD_DOCUMENT_MAX_MB }),
    } satisfies Record<UploadKind, UploadRule>,
    uploadQuotaBytes: values.UPLOAD_QUOTA_MB * BYTES_PER_MB,
  };
}

/** Cookies are Secure when users reach the product over HTTPS. */
export const secureCookies = (config: Pick<Config, 'publicUrl'>) =>
  config.publicUrl.startsWith('https://');
