import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CountryId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { ErrorResponse } from '../../core/http/error-response.js';
import { COUNTRY_ID_PARAM } from '../../core/http/id-param.pipe.js';
import { SITEMAP_TYPES, SitemapOutput, type SitemapType } from './dto/sitemap.output.js';
import { SITEMAP_TYPE_PARAM } from './sitemap-type.pipe.js';
import { SITEMAP_TTL_SECONDS, SitemapService } from './sitemap.service.js';

@ApiTags('site')
@ApiBadRequestResponse({ type: ErrorResponse })
@Controller('api/site/:countryId/sitemap')
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  @Get(':type')
  @Public()
  @CachedRead(SITEMAP_TTL_SECONDS)
  @ApiParam({ name: 'countryId', enum: [1, 2, 3] })
  @ApiParam({ name: 'type', enum: SITEMAP_TYPES })
  @ApiOperation({
    operationId: 'getSitemapEntries',
    summary:
      'Site paths of every price page (state, county, zip code), dealer and branch page, or news article',
  })
  @ApiOkResponse({ type: SitemapOutput })
  entries(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Param('type', SITEMAP_TYPE_PARAM) type: SitemapType,
  ): Promise<SitemapOutput> {
    return this.sitemap.entries(countryId, type);
  }
}
