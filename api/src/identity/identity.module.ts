import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access/access.js';
import { AccountController } from './account.controller.js';
import { AccountLifecycleService } from './account-lifecycle.service.js';
import { AuthController } from './auth.controller.js';
import { IdentityJanitor } from './identity-janitor.js';
import { Mailer } from './mail/mailer.js';
import { OneTimeKeys } from './one-time-keys.js';
import { PasswordService } from './password.service.js';
import { RegistrationController } from './registration.controller.js';
import { RegistrationService } from './registration.service.js';
import { SessionService } from './sessions/session.service.js';
import { SignInService } from './sign-in.service.js';
import { SocialSignInService } from './social/social-sign-in.service.js';
import { UserController } from './user.controller.js';
import { UsersRepository } from './users.repository.js';

/** Who a user is and what they may reach: accounts, sessions, the access rules of every endpoint. */
@Module({
  controllers: [AuthController, RegistrationController, UserController, AccountController],
  providers: [
    UsersRepository,
    SessionService,
    SignInService,
    RegistrationService,
    PasswordService,
    SocialSignInService,
    AccountLifecycleService,
    OneTimeKeys,
    Mailer,
    IdentityJanitor,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [UsersRepository, AccountLifecycleService, SessionService],
})
export class IdentityModule {}
