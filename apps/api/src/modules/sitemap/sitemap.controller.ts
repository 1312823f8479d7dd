import { Controller, Get, Param } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { type CountryId } from '@fuel/domain';
import { Public } from '../../core/auth/auth.decorators.js';
import { CachedRead } from '../../core/http/etag.decorator.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { COUNTRY_ID_PARAM, ApiCountryIdParam } from '../../core/http/id-param.pipe.js';
import { SITEMAP_TYPES, SitemapOutput, type SitemapType } from './dto/sitemap.output.js';
import { SITEMAP_TYPE_PARAM } from './sitemap-type.pipe.js';
import { SITEMAP_TTL_SECONDS, SitemapService } from './sitemap.service.js';

@ApiTags('site')
@Controller('api/site/:countryId/sitemap')
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  @Get(':type')
  @Public()
  @CachedRead(SITEMAP_TTL_SECONDS)
  @Endpoint({
    operationId: 'getSitemapEntries',
    summary:
      'Site paths of every price page (state, county, zip code), dealer and branch page, news article or CMS page',
    ok: SitemapOutput,
  })
  @ApiCountryIdParam()
  @ApiParam({ name: 'type', enum: SITEMAP_TYPES })
  entries(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Param('type', SITEMAP_TYPE_PARAM) type: SitemapType,
  ): Promise<SitemapOutput> {
    return this.sitemap.entries(countryId, type);
  }
}
