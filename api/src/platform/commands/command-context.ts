import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ROLES, type ActorRole, type EventMetadata, type RoleName } from '@stages/contracts';
import type { FastifyRequest } from 'fastify';
import { answerKeyOf, type AnswerKey } from '../idempotency/answer-within.js';
import { IDEMPOTENCY_HEADER } from '../idempotency/idempotency-key.js';

/** Who asks, and which request the resulting events belong to. */
export interface CommandContext {
  readonly commandId: string;
  readonly correlationId: string;
  readonly causationId: string | null;
  readonly actorId: string | null;
  readonly actorRole: ActorRole | null;
  /**
   * The command id is the request's Idempotency-Key, which a client repeats when it tries again:
   * `runCommand` then recognises the events the first attempt appended.
   */
  readonly keyed?: boolean;
  /** Where a handler that writes table rows stores the request's answer (`answerWithin`). */
  readonly answerKey?: AnswerKey | null;
}

export function eventMetadata(context: CommandContext, now = new Date()): EventMetadata {
  return {
    actorId: context.actorId,
    actorRole: context.actorRole,
    commandId: context.commandId,
    correlationId: context.correlationId,
    causationId: context.causationId,
    occurredAt: now.toISOString(),
  };
}

/** The platform acting on its own, such as the demo seed at first start. */
export function systemContext(correlationId: string = randomUUID()): CommandContext {
  return {
    commandId: randomUUID(),
    correlationId,
    causationId: null,
    actorId: null,
    actorRole: 'system',
  };
}

const roleNames = new Map(
  Object.entries(ROLES).map(([name, number]) => [number, name as RoleName]),
);

/**
 * The command context of an HTTP request: its Idempotency-Key (or a fresh id) names the
 * command, its request id correlates the events, the signed-in user is the actor.
 */
export function requestCommandContext(request: FastifyRequest): CommandContext {
  const key = request.headers[IDEMPOTENCY_HEADER];
  const user = request.auth?.user ?? null;
  const keyed = typeof key === 'string' && key !== '';
  return {
    commandId: keyed ? key : randomUUID(),
    correlationId: request.id,
    causationId: null,
    actorId: user?.id ?? null,
    actorRole: user?.role ? (roleNames.get(user.role) ?? null) : null,
    keyed,
    answerKey: answerKeyOf(request),
  };
}

/** Injects the CommandContext of the current request into a controller method. */
export const CommandContextParam = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    requestCommandContext(context.switchToHttp().getRequest<FastifyRequest>()),
);
