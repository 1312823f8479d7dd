import { Body, HttpCode, Inject, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { RetryAfterInterceptor } from '../../core/auth/retry-after.interceptor.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { AccountApiController } from './account-api.decorator.js';
import { ConfirmationService, type LinkSignIn, RESET_REQUESTED } from './confirmation.service.js';
import { EmailTokenInput, ForgotPasswordInput, SetPasswordInput } from './dto/account.input.js';
import { LinkSignInOutput } from './dto/link-sign-in.output.js';
import { MessageOutput } from './dto/session.output.js';
import { GuestClaimService } from './guest-claim.service.js';
import { applySession, clientAddressOf } from './session-response.js';

/** Password reset and the links of the account mails: 200 valid, 409 TOKEN_USED, 410 TOKEN_EXPIRED. */
@AccountApiController('api/account')
@ApiNotFoundResponse({ type: ErrorResponse, description: 'TOKEN_INVALID: no such link' })
@ApiConflictResponse({ type: ErrorResponse, description: 'TOKEN_USED: the link was used before' })
@ApiGoneResponse({ type: ErrorResponse, description: 'TOKEN_EXPIRED: the link expired' })
export class ConfirmationController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly confirmations: ConfirmationService,
    private readonly guestClaims: GuestClaimService,
  ) {}

  @Post('kennwort-vergessen')
  @Public()
  @HttpCode(200)
  @UseInterceptors(RetryAfterInterceptor)
  @ApiOperation({
    operationId: 'requestPasswordReset',
    summary: 'Mail a link to set a new password; the answer is the same whether or not the account exists',
  })
  @ApiOkResponse({ type: MessageOutput })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'TOO_MANY_REQUESTS, with Retry-After' })
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
  @HttpCode(200)
  @ApiOperation({
    operationId: 'setNewPassword',
    summary: 'Set a new password with the link token; ends every session',
  })
  @ApiOkResponse({ type: MessageOutput })
  async setPassword(@Ctx() ctx: RequestContext, @Body() input: SetPasswordInput): Promise<MessageOutput> {
    await this.confirmations.setPassword(ctx, input);
    return { Success: true, Message: 'Ihr neues Kennwort ist gespeichert. Sie können sich jetzt anmelden.' };
  }

  @Post('anfrage-bestaetigen')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmRequest',
    summary:
      'Confirm a registration from the mail link; an account is signed in (session cookies) and told where to continue',
  })
  @ApiOkResponse({ type: LinkSignInOutput })
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
  @HttpCode(200)
  @ApiOperation({
    operationId: 'claimGuestOrders',
    summary:
      "Set the account's password with a claim-guest link: confirms it, moves the guest orders in, ends every other session, signs in",
  })
  @ApiOkResponse({ type: LinkSignInOutput })
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
  @HttpCode(200)
  @ApiOperation({ operationId: 'confirmEmailChange', summary: 'Apply an e-mail change from the mail link' })
  @ApiOkResponse({ type: MessageOutput })
  async confirmEmailChange(
    @Ctx() ctx: RequestContext,
    @Body() input: EmailTokenInput,
  ): Promise<MessageOutput> {
    const email = await this.confirmations.confirmEmailChange(ctx, input.Token);
    return { Success: true, Message: `Ihre E-Mail-Adresse lautet jetzt ${email}.` };
  }

  @Post('benachrichtigungen/bestaetigen')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmNotifications',
    summary: 'Confirm e-mail notifications from the mail link',
  })
  @ApiOkResponse({ type: MessageOutput })
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
