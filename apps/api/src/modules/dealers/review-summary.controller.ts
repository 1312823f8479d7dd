import { Controller, Get, Param } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, TRUSTED_SHOPS_ID_PATTERN } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { PatternParamPipe } from '../../core/http/pattern-param.pipe.js';
import { ReviewSummaryOutput } from './dto/review-summary.output.js';
import { ReviewSummaryService } from './review-summary.service.js';

const SHOP_ID_PARAM = new PatternParamPipe(
  'id',
  TRUSTED_SHOPS_ID_PATTERN,
  'die Kennung eines Bewertungsprofils (X und 32 Hex-Ziffern)',
);

@ApiTags('site')
@Controller('api/site/trusted-shops')
export class ReviewSummaryController {
  constructor(private readonly reviews: ReviewSummaryService) {}

  @Get(':id/overall')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.reviews)
  @Endpoint({
    operationId: 'getReviewSummary',
    summary: "Review seal of a site, from the marketplace's own order ratings",
    ok: ReviewSummaryOutput,
    errors: { 404: 'Unknown review profile' },
  })
  @ApiParam({ name: 'id', example: 'X4D1E2C3B4A5968778695A4B3C2D1E0F1' })
  overall(@Param('id', SHOP_ID_PARAM) id: string): Promise<ReviewSummaryOutput> {
    return this.reviews.overall(id);
  }
}
