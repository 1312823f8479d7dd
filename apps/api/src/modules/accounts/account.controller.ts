import { Body, Get, Header, Inject, Post, Put, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CACHE_TTL_SECONDS, COUNTRIES } from '@fuel/domain';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { setCsrfCookie } from '../../core/auth/auth-cookies.js';
import { Permission, Public } from '../../core/auth/auth.decorators.js';
import { CsrfService } from '../../core/auth/csrf.service.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { PublicCache } from '../../core/http/cache-control.decorator.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { AccountApiController } from './account-api.decorator.js';
import { AccountService } from './account.service.js';
import { TITLE1_VALUES, TITLE2_VALUES } from './domain/titles.constant.js';
import { ChangeEmailInput } from './dto/change-email.input.js';
import { ChangePasswordInput } from './dto/change-password.input.js';
import { PersonalDataInput } from './dto/update-personal-data.input.js';
import { AccountSessionOutput, AccountUserOutput } from './dto/account.output.js';
import { CommonAddressOutput } from './dto/address-options.output.js';
import { MessageOutput } from './dto/message.output.js';
import { SessionRenewOutput } from './dto/session.output.js';
import { clientAddressOf } from './session-response.js';

/** The logged-in user and their base data (spec 2 §2 /persoenliche-daten, §3). */
@AccountApiController()
export class AccountController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly accounts: AccountService,
    private readonly csrf: CsrfService,
  ) {}

  @Get('api/account/me')
  @Public({ readsUser: true })
  @Endpoint({
    operationId: 'getAccountSession',
    summary: 'The logged-in user (or LoggedIn false) and the CSRF token; sets the XSRF-TOKEN cookie',
    ok: AccountSessionOutput,
  })
  @Header('Cache-Control', 'no-store')
  async me(
    @Ctx() ctx: RequestContext,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountSessionOutput> {
    return this.accounts.session(ctx, await this.issueCsrf(req, res));
  }

  @Get('session/renew')
  @Public({ readsUser: true })
  @Endpoint({
    operationId: 'renewSession',
    summary: 'Keep-alive every 300 s: reports LoggedIn and re-issues the XSRF-TOKEN cookie (not under /api)',
    ok: SessionRenewOutput,
  })
  @Header('Cache-Control', 'no-store')
  @ApiTags('session')
  async renew(
    @Ctx() ctx: RequestContext,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionRenewOutput> {
    return { Success: true, LoggedIn: ctx.session !== null, CsrfToken: await this.issueCsrf(req, res) };
  }

  @Put('api/account/persoenliche-daten')
  @Permission('account.manage')
  @Endpoint({
    operationId: 'updatePersonalData',
    summary: 'Name, titles, company, phone and address book',
    ok: AccountUserOutput,
  })
  updatePersonalData(
    @Ctx() ctx: RequestContext,
    @Body() input: PersonalDataInput,
  ): Promise<AccountUserOutput> {
    return this.accounts.updatePersonalData(ctx, input);
  }

  @Post('api/account/kennwort-aendern')
  @Permission('account.manage')
  @Endpoint({
    operationId: 'changePassword',
    summary: 'New password (current one required if set); ends the other sessions',
    ok: MessageOutput,
  })
  async changePassword(
    @Ctx() ctx: RequestContext,
    @Body() input: ChangePasswordInput,
    @Req() req: Request,
  ): Promise<MessageOutput> {
    await this.accounts.changePassword(ctx, input, clientAddressOf(req));
    return { Success: true, Message: 'Ihr Kennwort wurde geändert.' };
  }

  @Post('api/account/email-aendern')
  @Permission('account.manage')
  @Endpoint({
    operationId: 'changeEmail',
    summary: 'Sends a confirmation link to the new address; the change applies when it is followed',
    ok: MessageOutput,
  })
  async changeEmail(
    @Ctx() ctx: RequestContext,
    @Body() input: ChangeEmailInput,
    @Req() req: Request,
  ): Promise<MessageOutput> {
    const email = await this.accounts.requestEmailChange(ctx, input, clientAddressOf(req));
    return {
      Success: true,
      Message: `Wir haben Ihnen eine E-Mail an ${email} gesendet. Bitte bestätigen Sie darin die neue Adresse.`,
    };
  }

  @Get('api/common/address')
  @Public()
  @Endpoint({
    operationId: 'getAddressOptions',
    summary: 'Salutations, titles and countries of the address forms',
    ok: CommonAddressOutput,
  })
  @PublicCache(CACHE_TTL_SECONDS.referenceData)
  @ApiTags('common')
  addressOptions(): CommonAddressOutput {
    return {
      Title1List: [...TITLE1_VALUES],
      Title2List: [...TITLE2_VALUES],
      CountryList: COUNTRIES.map((c) => ({ Id: c.id, Code: c.code, Name: c.name })),
    };
  }

  /** Bound to the caller's session (CsrfService): the cookie's token when it fits, else a new one. */
  private async issueCsrf(req: Request, res: Response): Promise<string> {
    const token = await this.csrf.current(req);
    setCsrfCookie(res, token, this.config.refreshTokenTtlSeconds);
    return token;
  }
}
