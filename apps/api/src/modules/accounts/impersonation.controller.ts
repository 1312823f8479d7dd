import { Controller, HttpStatus, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { Authenticated, Permission } from '../../core/auth/auth.decorators.js';
import { Ctx } from '../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { AppException } from '../../core/http/error-response.js';
import { MAX_DATABASE_ID } from '../../core/http/field.decorators.js';
import { SignInOutput } from './dto/session.output.js';
import { ImpersonationService } from './impersonation.service.js';
import { applySession } from './session-response.js';

/** Support acting as a customer (spec 2 §6 impersonation flag). */
@ApiTags('support')
@Controller('api/support/impersonation')
export class ImpersonationController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly impersonation: ImpersonationService,
  ) {}

  // Declared before ':userId' so that 'ende' is not read as an id.
  @Post('ende')
  @Authenticated()
  @Endpoint({
    operationId: 'endImpersonation',
    summary: 'End the impersonation and return to the staff session',
    ok: SignInOutput,
    errors: { 409: 'NOT_IMPERSONATING' },
  })
  async end(@Ctx() ctx: RequestContext, @Res({ passthrough: true }) res: Response): Promise<SignInOutput> {
    const session = await this.impersonation.end(ctx);
    applySession(res, session, this.config);
    return { success: true, token: session.token, redirectUrl: null };
  }

  @Post(':userId')
  @Permission('users.impersonate')
  @Endpoint({
    operationId: 'startImpersonation',
    summary: 'Act as the customer: a token with isImpersonated, every request logged with the staff id',
    ok: SignInOutput,
    errors: { 404: 'No such customer' },
  })
  @ApiParam({ name: 'userId', type: Number })
  async start(
    @Ctx() ctx: RequestContext,
    @Param('userId') userId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInOutput> {
    const session = await this.impersonation.start(ctx, parseUserId(userId));
    applySession(res, session, this.config);
    return { success: true, token: session.token, redirectUrl: null };
  }
}

/** A user id path parameter: a positive int4, else 400 naming the field. */
export function parseUserId(value: string): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (Number.isInteger(id) && id >= 1 && id <= MAX_DATABASE_ID) return id;
  const message = 'userId muss eine positive ganze Zahl sein.';
  throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, [
    { field: 'userId', messages: [message] },
  ]);
}
