import { type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DealersModule } from '../dealers/index.js';
import { MailModule } from '../mail/index.js';
import { AccountLockService } from './account-lock.service.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { ConfirmationController } from './confirmation.controller.js';
import { ConfirmationService } from './confirmation.service.js';
import { CustomerController } from './customer.controller.js';
import { CustomerDirectory } from './customer-directory.service.js';
import { EmailTokenService } from './email-token.service.js';
import { EmailTokensRepository } from './email-tokens.repository.js';
import { GuestClaimService } from './guest-claim.service.js';
import { ImpersonationAuditInterceptor } from './impersonation-audit.interceptor.js';
import { ImpersonationController } from './impersonation.controller.js';
import { ImpersonationRefusalMiddleware } from './impersonation-refusal.middleware.js';
import { ImpersonationRepository } from './impersonation.repository.js';
import { ImpersonationService } from './impersonation.service.js';
import { PasswordResetMail } from './password-reset-mail.js';
import { PasswordService } from './password.service.js';
import { RegistrationController } from './registration.controller.js';
import { RegistrationService } from './registration.service.js';
import { SessionController } from './session.controller.js';
import { SessionService } from './session.service.js';
import { SessionsRepository } from './sessions.repository.js';
import { SignInService } from './sign-in.service.js';
import { SupportUsersController } from './support-users.controller.js';
import { SupportUserEmailService } from './support-user-email.service.js';
import { SupportUserRolesService } from './support-user-roles.service.js';
import { SupportUsersService } from './support-users.service.js';
import { TokenStatusController } from './token-status.controller.js';
import { UsersRepository } from './users.repository.js';

@Module({
  imports: [MailModule, DealersModule],
  controllers: [
    SessionController,
    AccountController,
    RegistrationController,
    ConfirmationController,
    CustomerController,
    ImpersonationController,
    TokenStatusController,
    SupportUsersController,
  ],
  providers: [
    AccountLockService,
    AccountService,
    ConfirmationService,
    CustomerDirectory,
    EmailTokenService,
    EmailTokensRepository,
    GuestClaimService,
    ImpersonationRepository,
    ImpersonationService,
    PasswordResetMail,
    PasswordService,
    RegistrationService,
    SessionService,
    SessionsRepository,
    SignInService,
    SupportUsersService,
    SupportUserRolesService,
    SupportUserEmailService,
    UsersRepository,
    { provide: APP_INTERCEPTOR, useClass: ImpersonationAuditInterceptor },
  ],
  exports: [CustomerDirectory],
})
export class AccountsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ImpersonationRefusalMiddleware).forRoutes('{*path}');
  }
}
