import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { CrossLinksService } from './cross-links.service.js';
import { CrossLinksQuery } from './dto/content-queries.input.js';
import { CrossLinksOutput } from './dto/content.output.js';

@ApiTags('site')
@ApiBadRequestResponse({ type: ErrorResponse })
@ApiExtraModels(CrossLinksOutput)
@Controller('api/cross-linking')
export class CrossLinksController {
  constructor(private readonly crossLinks: CrossLinksService) {}

  @Get('get')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.crossLinks)
  @ApiOperation({
    operationId: 'getCrossLinks',
    summary: 'Related links of a price or dealer page; {} for any other path or an unknown place',
  })
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(CrossLinksOutput) }, { type: 'object', additionalProperties: false }],
    },
  })
  get(@Query() query: CrossLinksQuery): Promise<CrossLinksOutput | Record<string, never>> {
    return this.crossLinks.links(query.countryId, query.path);
  }
}
