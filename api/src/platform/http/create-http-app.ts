import type { Server } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../../app.module.js';
import type { Config } from '../../config/config.js';
import type { Infrastructure } from '../../infrastructure/open-infrastructure.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { CsrfTokens, issueCsrfTokens, RequestSessions } from './csrf.js';
import { checkedJsonText } from './json-body.js';
import { NestLogger } from './nest-logger.js';
import { serveOpenApi } from './openapi.js';
import { requestIdFor, traceRequests } from './request-tracing.js';
import { sendSecurityHeaders } from './security-headers.js';
import { serverOptions } from './server-options.js';
import { createValidationPipe } from './validation.js';
import { WebApp } from './web-app.js';

export const API_PREFIX = 'api/v1';

const JSON_BODY_LIMIT = 1024 * 1024;

/** The nearest `n` proxies, as Fastify counts hops from the connection; or the listed ones. */
function proxyTrust(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust === false ? false : [...trust];
}

/**
 * The whole HTTP application on the given infrastructure: the API under /api/v1, its
 * description, and the built web app at /. Used by `main.ts` and by the tests alike; tests may
 * mount `extraModules` of their own behind the same pipeline.
 */
export async function createHttpApp(
  infrastructure: Infrastructure,
  extraModules: readonly Type[] = [],
): Promise<NestFastifyApplication> {
  const { config, logger } = infrastructure;
  const adapter = new FastifyAdapter({
    genReqId: requestIdFor,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: proxyTrust(config.trustProxy),
    ...serverOptions(config),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(infrastructure, extraModules),
    adapter,
    // A payment provider signs the exact bytes it sends: its webhook checks them as received.
    { logger: new NestLogger(logger), rawBody: true },
  );
  const webApp = config.webDistDir
    ? WebApp.load(config.webDistDir, config.analyticsScriptUrl)
    : null;
  if (config.webDistDir && !webApp) {
    logger.warn('No built web app found: serving the API alone', {
      web_dist_dir: config.webDistDir,
    });
  }

  const fastify = app.getHttpAdapter().getInstance();
  traceRequests(fastify, logger);
  sendSecurityHeaders(fastify, config);
  // Fastify's JSON parser (prototype-poisoning checks included) after our own checks.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  app.useBodyParser<Server>(
    'application/json',
    { bodyLimit: JSON_BODY_LIMIT },
    (request, body, done) => {
      void parseJson(request, checkedJsonText(body), done);
    },
  );
  await app.register(fastifyCookie);
  // Uploads carry one file and nothing else; each endpoint narrows the size to its kind's rule.
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 0,
      parts: 1,
      fileSize: Math.max(...Object.values(config.uploadRules).map((rule) => rule.maxBytes)),
    },
  });
  issueCsrfTokens(fastify, app.get(CsrfTokens), app.get(RequestSessions));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(logger, webApp));
  serveOpenApi(app);
  await webApp?.register(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}
