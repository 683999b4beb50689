/**
 * zod compiles its object parsers with `Function` when it can, and probes for it as soon as an
 * object schema is built; the site's Content-Security-Policy forbids that (no 'unsafe-eval').
 * zod reads its configuration from this shared global, so setting it first, before any schema
 * exists, keeps zod to plain parsing without loading zod on every page.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
