import { Controller, Get, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { Public } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
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
  @Endpoint({
    operationId: 'isPartnerAvailable',
    summary:
      'Whether the modernisation partner serves the postal code, so the result offers the transfer; IsSuccess false and Payload null when the partner could not be asked',
    ok: PartnerAvailabilityOutput,
  })
  async isAvailable(
    @Ctx() ctx: RequestContext,
    @Query() query: PartnerAvailabilityQuery,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PartnerAvailabilityOutput> {
    const answer = await this.availability.isAvailable(ctx, query.countryId, query.zipCode);
    // The spec's 120 s for an answer; a failed check is not kept anywhere, so the next visitor asks again.
    res.setHeader(
      'Cache-Control',
      answer.IsSuccess ? `public, max-age=${CACHE_TTL_SECONDS.availability}` : 'no-store',
    );
    return answer;
  }
}
