import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CACHE_TTL_SECONDS, TRUSTED_SHOPS_ID_PATTERN } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { ErrorResponse } from '../../core/http/error-response.js';
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
  @ApiOperation({
    operationId: 'getReviewSummary',
    summary: "Review seal of a site, from the marketplace's own order ratings",
  })
  @ApiParam({ name: 'id', example: 'X4D1E2C3B4A5968778695A4B3C2D1E0F1' })
  @ApiOkResponse({ type: ReviewSummaryOutput })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Unknown review profile' })
  overall(@Param('id', SHOP_ID_PARAM) id: string): Promise<ReviewSummaryOutput> {
    return this.reviews.overall(id);
  }
}
