import { Controller, Get, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { Public } from '../../../core/auth/auth.decorators.js';
import { RetryAfterInterceptor } from '../../../core/auth/retry-after.interceptor.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { clientAddressOf } from '../../accounts/index.js';
import { PartnerAvailabilityOutput } from './dto/partner-availability.output.js';
import { PartnerAvailabilityQuery } from './dto/partner-availability.query.js';
import { PartnerAvailabilityService } from './partner-availability.service.js';

/** The partner's name stays in the path as the spec writes it (enwego). */
@ApiTags('leads')
@Controller('api/enwego')
export class PartnerAvailabilityController {
  constructor(private readonly availability: PartnerAvailabilityService) {}

  @Get('is-available')
  @Public()
  @UseInterceptors(RetryAfterInterceptor)
  @Endpoint({
    operationId: 'isPartnerAvailable',
    summary:
      'Whether the modernisation partner serves the postal code, so the result offers the transfer; IsSuccess false and Payload null when the partner could not be asked',
    description:
      'A postal code that does not exist is served by nobody (Payload false, the partner is not asked). Questions that reach the partner (not cached) are limited per client address: 30 in 10 minutes.',
    ok: PartnerAvailabilityOutput,
    errors: { 429: 'TOO_MANY_REQUESTS: too many uncached questions from this address, with Retry-After' },
  })
  async isAvailable(
    @Ctx() ctx: RequestContext,
    @Req() req: Request,
    @Query() query: PartnerAvailabilityQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PartnerAvailabilityOutput> {
    const answer = await this.availability.isAvailable(
      ctx,
      query.countryId,
      query.zipCode,
      clientAddressOf(req),
    );
    // The spec's 120 s for an answer; a failed check is not kept anywhere, so the next visitor asks again.
    res.setHeader(
      'Cache-Control',
      answer.IsSuccess ? `public, max-age=${CACHE_TTL_SECONDS.availability}` : 'no-store',
    );
    return answer;
  }
}
