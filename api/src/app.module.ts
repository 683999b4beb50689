import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DemoModule } from './demo/demo.module.js';
import { HealthModule } from './health/health.module.js';
import { allProjections, boundedContexts } from './contexts.js';
import type { Infrastructure } from './infrastructure/open-infrastructure.js';
import { PlatformModule } from './platform/platform.module.js';

@Module({})
export class AppModule {
  static forRoot(
    infrastructure: Infrastructure,
    extraModules: readonly Type[] = [],
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(infrastructure, allProjections),
        CqrsModule.forRoot(),
        HealthModule,
        ...boundedContexts.map((context) => context.module),
        ...(infrastructure.config.demoSeed ? [DemoModule] : []),
        ...extraModules,
      ],
    };
  }
}
