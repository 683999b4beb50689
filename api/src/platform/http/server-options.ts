import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, type ApiError } from '@stages/contracts';
import type { Config } from '../../config/config.js';
import { toErrorResponse } from './error-response.js';

/**
 * What Node's HTTP parser refuses before Fastify sees a request, in the API's error shape. The
 * parser's own message is never sent: it may quote what the client wrote.
 */
function clientErrorBody(code: string | undefined): ApiError {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        statusCode: 408,
        code: ErrorCode.requestTimeout,
        message: 'The request did not arrive in time.',
      };
    case 'HPE_HEADER_OVERFLOW':
      return {
        statusCode: 431,
        code: ErrorCode.requestHeadersTooLarge,
        message: 'The request headers are too large.',
      };
    default:
      return { statusCode: 400, code: ErrorCode.requestMalformed, message: 'Unreadable request.' };
  }
}

function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(clientErrorBody(error.code));
  const { statusCode } = JSON.parse(body) as ApiError;
  socket.end(
    `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Fastify's router refuses a malformed URL (400) or an over-long parameter (414) before any
 * route or filter runs; these answers keep the API's shape.
 */
function answerFrameworkError(error: Error, _request: FastifyRequest, reply: FastifyReply) {
  const body = toErrorResponse(error);
  void reply
    .status(body.statusCode)
    .header('content-type', 'application/json')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/**
 * Time limits and the first refusals of the HTTP server. A client that sends its headers or its
 * body slowly, or goes silent, would otherwise hold a connection for minutes; the server checks
 * every second rather than Node's default thirty. There is no socket inactivity limit: it would
 * also run while the server works on a request, and cut off a slow answer (a decision waiting
 * behind a rush of registrations) with the decision made and the client told nothing. A request
 * still arriving is bounded by the headers and request limits, a kept-alive connection between
 * requests by the idle one.
 */
export function serverOptions({ httpTimeouts }: Config) {
  return {
    connectionTimeout: 0,
    keepAliveTimeout: httpTimeouts.idleMs,
    requestTimeout: httpTimeouts.requestMs,
    http: {
      headersTimeout: Math.min(httpTimeouts.headersMs, httpTimeouts.requestMs),
      connectionsCheckingInterval: 1_000,
    },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  } satisfies FastifyHttpOptions<http.Server>;
}
