import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Projection } from '@stages/projections';
import { APP_GUARD } from '@nestjs/core';
import type { Infrastructure } from '../infrastructure/open-infrastructure.js';
import { BackgroundWork } from './background-work.js';
import { Clock } from '../infrastructure/clock.js';
import { IdempotencyPurge } from './idempotency/idempotency-purge.js';
import { IdempotencyInterceptor } from './idempotency/idempotency.interceptor.js';
import { IdempotencyStore } from './idempotency/idempotency.store.js';
import { MailDispatcher } from './mail/mail-dispatcher.js';
import { Mailer } from './mail/mailer.js';
import { CsrfGuard, CsrfTokens } from './http/csrf.js';
import { ProjectionHost } from './projections/projection-host.js';
import { RateLimiter } from './rate-limit/rate-limiter.js';
import { CONFIG, DATABASE, EVENT_STORE, LOGGER, PROJECTIONS } from './tokens.js';

/**
 * Hands the infrastructure opened at start (database, event store, logger, configuration) and
 * the product's projections to every module, and runs the projections.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(
    infrastructure: Infrastructure,
    projections: readonly Projection[],
  ): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: CONFIG, useValue: infrastructure.config },
        { provide: LOGGER, useValue: infrastructure.logger },
        { provide: DATABASE, useValue: infrastructure.db },
        { provide: EVENT_STORE, useValue: infrastructure.store },
        { provide: PROJECTIONS, useValue: projections },
        { provide: Clock, useValue: infrastructure.clock },
        {
          provide: IdempotencyStore,
          useFactory: () => new IdempotencyStore(infrastructure.db),
        },
        IdempotencyInterceptor,
        IdempotencyPurge,
        ProjectionHost,
        RateLimiter,
        BackgroundWork,
        Mailer,
        MailDispatcher,
        CsrfTokens,
        { provide: APP_GUARD, useClass: CsrfGuard },
      ],
      exports: [
        CONFIG,
        LOGGER,
        DATABASE,
        EVENT_STORE,
        PROJECTIONS,
        Clock,
        IdempotencyStore,
        IdempotencyInterceptor,
        ProjectionHost,
        RateLimiter,
        BackgroundWork,
        Mailer,
        MailDispatcher,
        CsrfTokens,
      ],
    };
  }
}
