import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access/access.js';
import { AccountController } from './controllers/account.controller.js';
import { AccountLifecycleService } from './commands/account-lifecycle.service.js';
import { AuthController } from './controllers/auth.controller.js';
import { IdentityJanitor } from './commands/identity-janitor.js';
import { OneTimeKeys } from './persistence/one-time-keys.js';
import { PasswordService } from './commands/password.service.js';
import { RegistrationController } from './controllers/registration.controller.js';
import { RegistrationService } from './commands/registration.service.js';
import { RequestSessions } from '../platform/http/csrf.js';
import { SessionCookies } from './sessions/session-cookies.js';
import { SessionService } from './sessions/session.service.js';
import { KnownDevices } from './sessions/known-devices.js';
import { SignInService } from './commands/sign-in.service.js';
import { SocialSignInService } from './social/social-sign-in.service.js';
import { UserController } from './controllers/user.controller.js';
import { UsersRepository } from './persistence/users.repository.js';
import { CurrentUserAnswer } from './queries/current-user.js';

/** Who a user is and what they may reach: accounts, sessions, the access rules of every endpoint. */
@Module({
  controllers: [AuthController, RegistrationController, UserController, AccountController],
  providers: [
    UsersRepository,
    SessionService,
    // What the CSRF tokens of signed-in browsers are bound to.
    { provide: RequestSessions, useExisting: SessionService },
    SessionCookies,
    SignInService,
    KnownDevices,
    RegistrationService,
    PasswordService,
    SocialSignInService,
    AccountLifecycleService,
    OneTimeKeys,
    CurrentUserAnswer,
    IdentityJanitor,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [
    UsersRepository,
    AccountLifecycleService,
    SessionService,
    OneTimeKeys,
    CurrentUserAnswer,
  ],
})
export class IdentityModule {}
