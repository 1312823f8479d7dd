import { Body, Get, Inject, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SECRET_TOKEN_PATTERN } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AUTH_COOKIES, cookieOf, setPrivateCookie } from '../../core/auth/auth-cookies.js';
import { RetryAfterInterceptor } from '../../core/auth/retry-after.interceptor.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { AccountApiController } from './account-api.decorator.js';
import { newSecretToken } from './domain/secret-token.util.js';
import { RegisterInput } from './dto/register-account.input.js';
import { RegistrationDataInput } from './dto/keep-registration-data.input.js';
import { RegistrationDataOutput } from './dto/registration-data.output.js';
import { RegisterOutput } from './dto/registration.output.js';
import { MessageOutput } from './dto/message.output.js';
import { REGISTRATION_DATA_TTL_SECONDS, RegistrationService } from './registration.service.js';
import { applySession, clientAddressOf } from './session-response.js';

/** Registration, also within an order and as guest (spec 2 §4); guest rows are never an open door (#10). */
@AccountApiController('api/account')
export class RegistrationController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly registrations: RegistrationService,
  ) {}

  @Post('registrieren')
  @Public()
  @Endpoint({
    operationId: 'register',
    summary:
      'Register a customer account (optionally password-less): always the same answer and a mail to the address, never signed in; or check out as guest (signed in)',
    description:
      'A customer registration answers 201 with the same body whether the address is new, has guest orders or has an account; the mail to the address says which (confirm link, claim-guest link, or a note to the account owner). Only `AsGuest` (with `ForOrder`) signs in: a fresh guest row and session cookies.',
    ok: RegisterOutput,
    status: 201,
    errors: { 429: 'TOO_MANY_REQUESTS, with Retry-After' },
  })
  @UseInterceptors(RetryAfterInterceptor)
  async register(
    @Ctx() ctx: RequestContext,
    @Body() input: RegisterInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RegisterOutput> {
    const { session, message } = await this.registrations.register(ctx, input, clientAddressOf(req));
    if (session) applySession(res, session, this.config);
    return { Success: true, Message: message, Token: session?.token ?? null };
  }

  @Post('cache-reg-data')
  @Public({ readsUser: true, csrfCookies: [AUTH_COOKIES.registration] })
  @Endpoint({
    operationId: 'cacheRegistrationData',
    summary: 'Keep the half-filled registration form for an hour (reg_session cookie); never a password',
    ok: MessageOutput,
  })
  async cacheRegistrationData(
    @Ctx() ctx: RequestContext,
    @Body() input: RegistrationDataInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageOutput> {
    const existing = cookieOf(req, AUTH_COOKIES.registration);
    const key = existing && SECRET_TOKEN_PATTERN.test(existing) ? existing : newSecretToken();
    await this.registrations.keepRegistrationData(ctx, key, input);
    setPrivateCookie(res, AUTH_COOKIES.registration, key, REGISTRATION_DATA_TTL_SECONDS);
    return { Success: true, Message: 'Gespeichert.' };
  }

  @Get('cache-reg-data')
  @Public()
  @Endpoint({
    operationId: 'getRegistrationData',
    summary: 'The kept registration form of this browser',
    ok: RegistrationDataOutput,
  })
  async registrationData(@Req() req: Request): Promise<RegistrationDataOutput> {
    return { Data: await this.registrations.registrationData(cookieOf(req, AUTH_COOKIES.registration)) };
  }
}
