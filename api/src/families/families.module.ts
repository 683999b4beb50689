import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { ParentRegistrationController } from './controllers/parent-registration.controller.js';
import { ParentsRepository } from './persistence/parents.repository.js';

/** Parents, and later their children, legal representatives and shared access. */
@Module({
  imports: [IdentityModule],
  controllers: [ParentRegistrationController],
  providers: [ParentsRepository],
  exports: [ParentsRepository],
})
export class FamiliesModule {}
