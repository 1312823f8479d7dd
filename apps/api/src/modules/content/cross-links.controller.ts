import { Controller, Get, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { CrossLinksService } from './cross-links.service.js';
import { CrossLinksQuery } from './dto/get-cross-links.input.js';
import { CrossLinksOutput } from './dto/cross-links.output.js';

@ApiTags('site')
@ApiExtraModels(CrossLinksOutput)
@Controller('api/cross-linking')
export class CrossLinksController {
  constructor(private readonly crossLinks: CrossLinksService) {}

  @Get('get')
  @Public()
  @CachedRead(CACHE_TTL_SECONDS.crossLinks)
  @Endpoint({
    operationId: 'getCrossLinks',
    summary: 'Related links of a price or dealer page; {} for any other path or an unknown place',
  })
  // The body is CrossLinksOutput or `{}`, which @Endpoint's single body type cannot say.
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(CrossLinksOutput) }, { type: 'object', additionalProperties: false }],
    },
  })
  get(@Query() query: CrossLinksQuery): Promise<CrossLinksOutput | Record<string, never>> {
    return this.crossLinks.links(query.countryId, query.path);
  }
}
