import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { FamiliesModule } from '../families/families.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { StagesModule } from '../stages/stages.module.js';
import { DemoAccounts } from './demo-accounts.js';
import { DemoFamily } from './demo-family.js';
import { DemoSeed } from './demo-seed.js';

@Module({
  imports: [AdminModule, IdentityModule, FamiliesModule, OrganizationsModule, StagesModule],
  providers: [DemoSeed, DemoAccounts, DemoFamily],
})
export class DemoModule {}
