import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../api/src/config/config.js';

const problems = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration', () => {
  it('runs on the embedded database in ./data on port 3000, with demo data, when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: null,
      eventStoreUrl: null,
      demoSeed: true,
      logLevel: 'info',
      environment: 'production',
    });
  });

  it('switches to PostgreSQL with DATABASE_URL, without demo data unless asked', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db:5432/stages', PORT: '8080' });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://app@db:5432/stages',
      port: 8080,
      demoSeed: false,
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://x/y', DEMO_SEED: 'true' }).demoSeed).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', EVENTSTORE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: null,
      eventStoreUrl: null,
      port: 3000,
    });
  });

  it('names every wrong variable, with the value it got', () => {
    const found = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root@localhost/db',
      EVENTSTORE_URL: 'http://localhost:2113',
      LOG_LEVEL: 'loud',
      DEMO_SEED: 'maybe',
      PROJECTION_POLL_MS: '5',
    });
    expect(found).toHaveLength(6);
    expect(found).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(found).toContain(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://root@localhost/db")',
    );
    expect(found.find((problem) => problem.startsWith('EVENTSTORE_URL '))).toContain('esdb://');
    expect(found.find((problem) => problem.startsWith('LOG_LEVEL '))).toContain('"loud"');
    expect(found).toContain('DEMO_SEED must be true or false (got "maybe")');
    expect(found.find((problem) => problem.startsWith('PROJECTION_POLL_MS '))).toContain('10');
  });

  it('takes an analytics script from https or this site only, never one that could break out of the page', () => {
    expect(loadConfig({}).analyticsScriptUrl).toBeNull();
    expect(
      loadConfig({ ANALYTICS_SCRIPT_URL: 'https://stats.example.be/t.js?site=1&x=2' })
        .analyticsScriptUrl,
    ).toBe('https://stats.example.be/t.js?site=1&x=2');
    expect(loadConfig({ ANALYTICS_SCRIPT_URL: '/stats.js' }).analyticsScriptUrl).toBe('/stats.js');
    for (const wrong of [
      'http://stats.example.be/t.js',
      'javascript:alert(1)',
      '/t.js"><script>',
    ]) {
      expect(problems({ ANALYTICS_SCRIPT_URL: wrong }).join()).toContain('ANALYTICS_SCRIPT_URL');
    }
  });

  it('believes no proxy unless told how many, or which', () => {
    const trust = (value?: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.0.2.7')).toEqual(['10.0.0.0/8', '192.0.2.7']);
    expect(problems({ TRUST_PROXY: 'everyone' })[0]).toMatch(
      /^TRUST_PROXY must be false, true, a number of proxies/,
    );
  });

  it('gives each organization 200 MB of files unless told otherwise', () => {
    expect(loadConfig({}).uploadQuotaBytes).toBe(200 * 1024 * 1024);
    expect(loadConfig({ UPLOAD_QUOTA_MB: '1000' }).uploadQuotaBytes).toBe(1000 * 1024 * 1024);
    for (const wrong of ['0', '1.5', '-3', 'lots']) {
      expect(problems({ UPLOAD_QUOTA_MB: wrong })).toEqual([
        `UPLOAD_QUOTA_MB must be a whole number from 1 to 1000000 (got "${wrong}")`,
      ]);
    }
  });

  it('takes card payments only with both Stripe keys, at Stripe unless told another address', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe,
    ).toEqual({
      secretKey: 'sk_live_1',
      webhookSecret: 'whsec_1',
      goldPriceId: null,
      apiUrl: 'https://api.stripe.com',
    });
    expect(problems({ STRIPE_SECRET_KEY: 'sk_live_1' })).toEqual([
      'STRIPE_WEBHOOK_SECRET or STRIPE_CONNECT_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY',
    ]);
    expect(problems({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toEqual([
      'STRIPE_SECRET_KEY must be set with STRIPE_WEBHOOK_SECRET',
    ]);
    expect(problems({ STRIPE_API_URL: 'not a url' })).toHaveLength(1);
  });

  it('takes online bills through Connect with the key and the Connect webhook secret alone', () => {
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })
        .stripeConnect,
    ).toBeNull();
    const connectOnly = loadConfig({
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect',
    });
    expect(connectOnly.stripe).toBeNull();
    expect(connectOnly.stripeConnect).toEqual({
      secretKey: 'sk_live_1',
      webhookSecret: 'whsec_connect',
      apiUrl: 'https://api.stripe.com',
    });
    expect(problems({ STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' })).toEqual([
      'STRIPE_SECRET_KEY must be set with STRIPE_CONNECT_WEBHOOK_SECRET',
    ]);
  });
});
