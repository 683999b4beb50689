import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminModule } from './admin/admin.module.js';
import { DemoModule } from './demo/demo.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { FamiliesModule } from './families/families.module.js';
import { HealthModule } from './health/health.module.js';
import { IdentityModule } from './identity/identity.module.js';
import type { Infrastructure } from './infrastructure/open-infrastructure.js';
import { OrganizationsModule } from './organizations/organizations.module.js';
import { PlatformModule } from './platform/platform.module.js';
import { StagesModule } from './stages/stages.module.js';

@Module({})
export class AppModule {
  static forRoot(
    infrastructure: Infrastructure,
    extraModules: readonly Type[] = [],
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(infrastructure),
        CqrsModule.forRoot(),
        HealthModule,
        IdentityModule,
        FamiliesModule,
        DocumentsModule,
        OrganizationsModule,
        StagesModule,
        AdminModule,
        ...(infrastructure.config.demoSeed ? [DemoModule] : []),
        ...extraModules,
      ],
    };
  }
}
