import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiError } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { openPglite } from '../support/databases.js';
import { capturingLogger } from '../support/logging.js';

describe('HTTP conventions', () => {
  let api: TestApi;
  let webDist: string;
  const { logger, lines } = capturingLogger();

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
    api = await startApi(await openPglite(), { env: { WEB_DIST_DIR: webDist }, logger });
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('gives every response a request id, keeping a well-formed one from the caller', async () => {
    const generated = await api.http().get('/api/v1/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await api.http().get('/api/v1/health').set('X-Request-Id', 'trace-42');
    expect(kept.headers['x-request-id']).toBe('trace-42');
    const replaced = await api.http().get('/api/v1/health').set('X-Request-Id', 'bad id!');
    expect(replaced.headers['x-request-id']).not.toBe('bad id!');
  });

  it('logs one structured line per request, with its request id', async () => {
    await api.http().get('/api/v1/stages').set('X-Request-Id', 'logged-1');
    const line = lines.find(
      (entry) => entry.request_id === 'logged-1' && entry.msg === 'request completed',
    );
    expect(line).toMatchObject({
      method: 'GET',
      url: '/api/v1/stages',
      status: 200,
      level: 'info',
    });
    expect(typeof line?.duration_ms).toBe('number');
  });

  it('logs the path without its query, which may hold a name someone searched for', async () => {
    await api
      .http()
      .get('/api/v1/stages')
      .query({ filter: JSON.stringify({ q: 'Emma Parent' }) })
      .set('X-Request-Id', 'searched-1');
    const line = lines.find((entry) => entry.request_id === 'searched-1');
    expect(line).toMatchObject({ url: '/api/v1/stages' });
    expect(JSON.stringify(lines)).not.toContain('Emma');
  });

  it('accepts paths with and without their trailing slash', async () => {
    expect((await api.http().get('/api/v1/stages/')).status).toBe(200);
    expect((await api.http().get('/api/v1/stages')).status).toBe(200);
  });

  it('answers an unknown API path with the JSON error body, never the web app', async () => {
    const response = await api.http().get('/api/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(ApiError.parse(response.body)).toMatchObject({
      statusCode: 404,
      code: 'route.not_found',
    });
  });

  it('answers invalid query parameters with 400 and a key per field', async () => {
    const response = await api
      .http()
      .get('/api/v1/stages')
      .query({ range: '[5,0]', sort: '["cost","ASC"]' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      code: 'request.invalid',
      errors: { range: 'form.invalid', 'sort.0': 'form.invalid' },
    });
    const notJson = await api.http().get('/api/v1/stages').query({ filter: '{oops' });
    expect(notJson.body).toMatchObject({
      code: 'request.invalid',
      errors: { filter: 'form.invalid' },
    });
  });

  it('serves the web app at / and for client routes, and its files with cache headers', async () => {
    const home = await api.http().get('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.text).toContain('id="root"');

    const clientRoute = await api.http().get('/stage/stage-nature-et-cabanes');
    expect(clientRoute.status).toBe(200);
    expect(clientRoute.text).toContain('id="root"');
    expect(clientRoute.headers['cache-control']).toBe('no-cache');

    // The downloader of a mail's link is a page, though its address names a file.
    const downloader = await api.http().get(`/invoices/${randomUUID()}.pdf`);
    expect(downloader.status).toBe(200);
    expect(downloader.text).toContain('id="root"');
    expect((await api.http().get('/invoices/missing.pdf/x')).status).toBe(404);

    const asset = await api.http().get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await api.http().get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers an address the web app has no page for with 404, the not-found page in its body', async () => {
    for (const path of ['/no-such-page', '/stage/manage/x/y', '/admin/unknown-resource']) {
      const response = await api.http().get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.text).toContain('id="root"');
    }
    for (const path of [
      '/gdpr/',
      '/register/first-register',
      '/admin/organizations/abc/show',
      '/password-reset/u/t',
    ]) {
      expect((await api.http().get(path)).status, path).toBe(200);
    }
  });

  it('sends its security headers with pages, answers and errors alike', async () => {
    for (const response of [
      await api.http().get('/'),
      await api.http().get('/api/v1/stages'),
      await api.http().get('/no-such-page'),
    ]) {
      const policy = response.headers['content-security-policy'] as string;
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('answers a missing file with 404 rather than the app, so a stale chunk fails visibly', async () => {
    const response = await api.http().get('/assets/index-gone.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('describes itself in OpenAPI, with snake_case JSON fields and the shared error body', async () => {
    const response = await api.http().get('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/stages']),
    );
    expect(document.paths['/api/v1/stages']!.get!.responses['4XX']).toBeDefined();
    expect(document.components.schemas.ApiError).toBeDefined();

    const names = new Set<string>();
    const collect = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(collect);
      if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'properties' && value && typeof value === 'object') {
            Object.keys(value).forEach((name) => names.add(name));
          }
          collect(value);
        }
      }
    };
    collect(document);
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]*$|^statusCode$/);
  });

  it('serves browsable API documentation', async () => {
    const response = await api.http().get('/api/v1/docs');
    expect(response.status).toBe(200);
    expect(response.text).toContain('swagger-ui');
  });
});
