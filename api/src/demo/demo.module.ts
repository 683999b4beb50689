import { Module } from '@nestjs/common';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { StagesModule } from '../stages/stages.module.js';
import { DemoSeed } from './demo-seed.js';

@Module({ imports: [OrganizationsModule, StagesModule], providers: [DemoSeed] })
export class DemoModule {}
