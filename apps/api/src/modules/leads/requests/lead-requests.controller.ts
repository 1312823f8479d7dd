import { Body, Controller, Headers, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../core/auth/auth.decorators.js';
import { RetryAfterInterceptor } from '../../../core/auth/retry-after.interceptor.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { clientAddressOf } from '../../accounts/index.js';
import { CompareQuery } from '../guide/dto/compare.query.js';
import { GUIDE_ID_PIPE } from '../guide/guides.service.js';
import { ConfirmLeadRequestInput } from './dto/confirm-lead-request.input.js';
import { CreateLeadRequestInput } from './dto/create-lead-request.input.js';
import { LeadRequestConfirmedOutput, LeadRequestCreatedOutput } from './dto/lead-request.output.js';
import { LeadRequestsService } from './lead-requests.service.js';

/** The lead form and its double opt-in (issue #14 point 6): open to every visitor. */
@ApiTags('leads')
@Controller('api/leads')
export class LeadRequestsController {
  constructor(private readonly requests: LeadRequestsService) {}

  @Post(':guideId/requests')
  @Public()
  @Endpoint({
    operationId: 'createLeadRequest',
    summary:
      'Stores a request for a modernisation offer once per Idempotency-Key and mails the double opt-in link; a repeat answers like the first request',
    description:
      'The result is computed again from `Answers` (never taken from the browser); the consent text of `ConsentVersion` is stored with the time. Nothing goes to the partner before the link is confirmed. A repeat with the same key and the same body answers the same lead (header `Idempotent-Replayed: true`), with another body 422 IDEMPOTENCY_KEY_REUSED (as an order’s placement).',
    ok: LeadRequestCreatedOutput,
    status: 201,
    errors: {
      404: 'No such guide',
      409: 'PARTNER_NOT_SERVING: the partner does not serve the postal code',
      422: 'IDEMPOTENCY_KEY_REUSED: the key was sent before with another body',
      429: 'TOO_MANY_REQUESTS (per client address and per e-mail address), with Retry-After',
      503: 'PARTNER_UNAVAILABLE: the partner could not be asked',
    },
  })
  @ApiParam({ name: 'guideId', type: Number })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: '8–100 letters, digits, - or _; one per filled-in form',
  })
  @UseInterceptors(RetryAfterInterceptor)
  async create(
    @Ctx() ctx: RequestContext,
    @Param('guideId', GUIDE_ID_PIPE) guideId: number,
    @Query() query: CompareQuery,
    @Headers('idempotency-key') key: string | undefined,
    @Body() input: CreateLeadRequestInput,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LeadRequestCreatedOutput> {
    const creation = await this.requests.create(
      ctx,
      guideId,
      query.countryId,
      key,
      input,
      clientAddressOf(req),
    );
    if (creation.replayed) res.setHeader('Idempotent-Replayed', 'true');
    return creation.body;
  }

  @Post('requests/confirm')
  @Public()
  @Endpoint({
    operationId: 'confirmLeadRequest',
    summary: 'Confirms a lead with the token of its double opt-in mail; a repeat answers the same',
    ok: LeadRequestConfirmedOutput,
    errors: {
      404: 'TOKEN_INVALID: unknown or malformed token',
      410: 'TOKEN_EXPIRED: the link is older than 7 days',
    },
  })
  confirm(@Body() input: ConfirmLeadRequestInput): Promise<LeadRequestConfirmedOutput> {
    return this.requests.confirm(input.Token);
  }
}
