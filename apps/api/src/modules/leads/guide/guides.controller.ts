import { Body, Controller, Get, Param, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../core/auth/auth.decorators.js';
import { RetryAfterInterceptor } from '../../../core/auth/retry-after.interceptor.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { CachedRead } from '../../../core/http/etag.decorator.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { clientAddressOf } from '../../accounts/index.js';
import { ConsumptionComparisonService } from './consumption-comparison.service.js';
import { CompareQuery } from './dto/compare.query.js';
import { ConsumptionComparisonOutput } from './dto/consumption-comparison.output.js';
import { GuideOutput } from './dto/guide.output.js';
import { GUIDE_CACHE_TTL_SECONDS, GUIDE_ID_PIPE, GuidesService } from './guides.service.js';

/** A path's guide id; anything else names no guide (404, as an unknown id does). */

/** The flat answers object, as the guide's inputs define it (validated against the stored guide). */
const COMPARE_BODY_SCHEMA = {
  type: 'object',
  description:
    'Every input key of the guide to its answer: a choice’s Value, a whole number, true/false (or "true"/"false") for yes/no, the postal code as text',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] },
  example: {
    buildingType: 'einfamilienhaus',
    constructionClass: '1979-1994',
    livingSpace: 140,
    residents: 3,
    hotWaterByOil: true,
    heatingAge: '10-19',
    tankSize: 3000,
    litresPerYear: 2200,
    zipCode: '80331',
  },
};

@ApiTags('leads')
@Controller('api/leads')
export class GuidesController {
  constructor(
    private readonly guides: GuidesService,
    private readonly comparisons: ConsumptionComparisonService,
  ) {}

  @Get('guide/:guideKey')
  @Public()
  @CachedRead(GUIDE_CACHE_TTL_SECONDS)
  @Endpoint({
    operationId: 'getGuide',
    summary: 'A guide with its steps (by OrderWeight) and their inputs, e.g. heizoel-verbrauchsvergleich',
    ok: GuideOutput,
    errors: { 404: 'No such guide (also for a malformed key)' },
  })
  guide(@Param('guideKey') guideKey: string): Promise<GuideOutput> {
    return this.guides.byKey(guideKey);
  }

  @Post(':guideId/compare')
  @Public()
  @UseInterceptors(RetryAfterInterceptor)
  @Endpoint({
    operationId: 'compareConsumption',
    summary:
      "The household's consumption against similar households, its cost at today's price for its postal code and the measures that save most; recorded anonymously",
    description:
      'Every input of the guide must be answered; a missing, unknown or unfitting answer is a 400 naming its key. From 20 comparable earlier answers on (same building type, construction class, hot water) the percentile is the marketplace’s own. 30 calls per client address in 10 minutes.',
    ok: ConsumptionComparisonOutput,
    errors: { 404: 'No such guide', 429: 'Too many comparisons from this address (Retry-After)' },
  })
  @ApiParam({ name: 'guideId', type: Number, description: 'Id of GET /api/leads/guide/{guideKey}' })
  @ApiBody({ schema: COMPARE_BODY_SCHEMA })
  compare(
    @Ctx() ctx: RequestContext,
    @Param('guideId', GUIDE_ID_PIPE) guideId: number,
    @Query() query: CompareQuery,
    @Body() body: unknown,
    @Req() req: Request,
  ): Promise<ConsumptionComparisonOutput> {
    return this.comparisons.compareAndRecord(ctx, guideId, query.countryId, body, clientAddressOf(req));
  }
}
