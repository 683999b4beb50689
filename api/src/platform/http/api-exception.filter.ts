import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppLogger } from '../../infrastructure/logging.js';
import { toErrorResponse } from './error-response.js';
import type { WebApp } from './web-app.js';

/**
 * Answers every failure with the `{ statusCode, code, message, errors? }` body. A GET for a
 * path outside the API gets the web app instead, whose router shows the page (or says there is
 * none, with a 404).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: AppLogger,
    private readonly webApp: WebApp | null,
  ) {}

  catch(error: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body = toErrorResponse(error);

    if (body.statusCode === 404 && this.webApp?.servesClientRoute(request)) {
      return this.webApp.sendShell(request, reply);
    }
    if (body.statusCode >= 500) {
      this.logger.error('Request failed', {
        request_id: request.id,
        method: request.method,
        // The path alone, as on the access line: a query may hold a searched name.
        url: request.url.split('?')[0],
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
    if (body.retry_after_seconds !== undefined) {
      void reply.header('retry-after', String(body.retry_after_seconds));
    }
    return reply.status(body.statusCode).header('content-type', 'application/json').send(body);
  }
}
