import { Body, Inject, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Public } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { RetryAfterInterceptor } from '../../core/auth/retry-after.interceptor.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { AccountApiController } from './account-api.decorator.js';
import { ConfirmationService, type LinkSignIn, RESET_REQUESTED } from './confirmation.service.js';
import { EmailTokenInput } from './dto/confirm-link.input.js';
import { ForgotPasswordInput } from './dto/request-password-reset.input.js';
import { SetPasswordInput } from './dto/set-password.input.js';
import { LinkSignInOutput } from './dto/link-sign-in.output.js';
import { MessageOutput } from './dto/message.output.js';
import { GuestClaimService } from './guest-claim.service.js';
import { applySession, clientAddressOf } from './session-response.js';

/** What a mail link may answer besides 200 (documented on every operation here, as the contract has it). */
const LINK_ERRORS = {
  404: 'TOKEN_INVALID: no such link',
  409: 'TOKEN_USED: the link was used before',
  410: 'TOKEN_EXPIRED: the link expired',
} as const;

/** Password reset and the links of the account mails: 200 valid, 409 TOKEN_USED, 410 TOKEN_EXPIRED. */
@AccountApiController('api/account')
export class ConfirmationController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly confirmations: ConfirmationService,
    private readonly guestClaims: GuestClaimService,
  ) {}

  @Post('kennwort-vergessen')
  @Public()
  @Endpoint({
    operationId: 'requestPasswordReset',
    summary: 'Mail a link to set a new password; the answer is the same whether or not the account exists',
    ok: MessageOutput,
    errors: { ...LINK_ERRORS, 429: 'TOO_MANY_REQUESTS, with Retry-After' },
  })
  @UseInterceptors(RetryAfterInterceptor)
  async requestPasswordReset(
    @Ctx() ctx: RequestContext,
    @Body() input: ForgotPasswordInput,
    @Req() req: Request,
  ): Promise<MessageOutput> {
    await this.confirmations.requestPasswordReset(ctx, input, clientAddressOf(req));
    return { Success: true, Message: RESET_REQUESTED };
  }

  @Post('neues-kennwort-setzen')
  @Public()
  @Endpoint({
    operationId: 'setNewPassword',
    summary: 'Set a new password with the link token; ends every session',
    ok: MessageOutput,
    errors: LINK_ERRORS,
  })
  async setPassword(@Ctx() ctx: RequestContext, @Body() input: SetPasswordInput): Promise<MessageOutput> {
    await this.confirmations.setPassword(ctx, input);
    return { Success: true, Message: 'Ihr neues Kennwort ist gespeichert. Sie können sich jetzt anmelden.' };
  }

  @Post('anfrage-bestaetigen')
  @Public()
  @Endpoint({
    operationId: 'confirmRequest',
    summary:
      'Confirm a registration from the mail link; an account is signed in (session cookies) and told where to continue',
    ok: LinkSignInOutput,
    errors: LINK_ERRORS,
  })
  async confirmRequest(
    @Ctx() ctx: RequestContext,
    @Body() input: EmailTokenInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LinkSignInOutput> {
    const result = await this.confirmations.confirmRequest(ctx, input.Token);
    return this.linkSignIn(
      res,
      result,
      result.session
        ? 'Ihr Kundenkonto ist bestätigt. Sie sind jetzt angemeldet.'
        : 'Ihre E-Mail-Adresse ist bestätigt.',
    );
  }

  @Post('gastbestellungen-uebernehmen')
  @Public()
  @Endpoint({
    operationId: 'claimGuestOrders',
    summary:
      "Set the account's password with a claim-guest link: confirms it, moves the guest orders in, ends every other session, signs in",
    ok: LinkSignInOutput,
    errors: LINK_ERRORS,
  })
  async claimGuestOrders(
    @Ctx() ctx: RequestContext,
    @Body() input: SetPasswordInput,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LinkSignInOutput> {
    const result = await this.guestClaims.claim(ctx, input);
    const moved =
      result.movedOrders === 1
        ? 'Ihre Gastbestellung ist jetzt in Ihrem Kundenkonto.'
        : `Ihre ${result.movedOrders} Gastbestellungen sind jetzt in Ihrem Kundenkonto.`;
    return this.linkSignIn(
      res,
      result,
      `Ihr Kennwort ist gespeichert und Ihr Kundenkonto bestätigt. ${result.movedOrders > 0 ? moved : ''}`.trim(),
    );
  }

  @Post('email-anpassung-bestaetigen')
  @Public()
  @Endpoint({
    operationId: 'confirmEmailChange',
    summary: 'Apply an e-mail change from the mail link',
    ok: MessageOutput,
    errors: LINK_ERRORS,
  })
  async confirmEmailChange(
    @Ctx() ctx: RequestContext,
    @Body() input: EmailTokenInput,
  ): Promise<MessageOutput> {
    const email = await this.confirmations.confirmEmailChange(ctx, input.Token);
    return { Success: true, Message: `Ihre E-Mail-Adresse lautet jetzt ${email}.` };
  }

  @Post('benachrichtigungen/bestaetigen')
  @Public()
  @Endpoint({
    operationId: 'confirmNotifications',
    summary: 'Confirm e-mail notifications from the mail link',
    ok: MessageOutput,
    errors: LINK_ERRORS,
  })
  async confirmNotifications(
    @Ctx() ctx: RequestContext,
    @Body() input: EmailTokenInput,
  ): Promise<MessageOutput> {
    await this.confirmations.confirmNotifications(ctx, input.Token);
    return { Success: true, Message: 'Ihre Benachrichtigungen sind bestätigt.' };
  }

  private linkSignIn(res: Response, result: LinkSignIn, message: string): LinkSignInOutput {
    if (result.session) applySession(res, result.session, this.config);
    return {
      Success: true,
      Message: message,
      Token: result.session?.token ?? null,
      ReturnUrl: result.returnUrl,
      HasPassword: result.hasPassword,
    };
  }
}
