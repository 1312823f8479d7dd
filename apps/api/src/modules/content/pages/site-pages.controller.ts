import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CountryId } from '@fuel/domain';
import { Public } from '../../../core/auth/auth.decorators.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { CachedRead } from '../../../core/http/etag.decorator.js';
import { ApiCountryIdParam, COUNTRY_ID_PARAM } from '../../../core/http/id-param.pipe.js';
import { SitePageListOutput, SitePageOutput, SitePageQuery, SitePagesQuery } from './dto/site-page.output.js';
import { SitePagesService } from './site-pages.service.js';

/** Browsers and proxies keep a page briefly; the API's own cache is purged when an editor publishes. */
const SITE_PAGE_HTTP_SECONDS = 60;

@ApiTags('site')
@ApiCountryIdParam()
@Controller('api/site/:countryId/pages')
export class SitePagesController {
  constructor(private readonly pages: SitePagesService) {}

  @Get()
  @Public()
  @CachedRead(SITE_PAGE_HTTP_SECONDS)
  @Endpoint({
    operationId: 'listSitePages',
    summary: 'The published pages of a site (optionally of one kind), for footer links and the sitemap',
    ok: SitePageListOutput,
  })
  list(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: SitePagesQuery,
  ): Promise<SitePageListOutput> {
    return this.pages.list(countryId, query.kind);
  }

  @Get('by-path')
  @Public()
  @CachedRead(SITE_PAGE_HTTP_SECONDS)
  @Endpoint({
    operationId: 'getSitePage',
    summary: 'A published page by its path, with its published children',
    ok: SitePageOutput,
    errors: { 404: 'No page at this path', 410: 'GONE: the page was taken off the site' },
  })
  page(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: SitePageQuery,
  ): Promise<SitePageOutput> {
    return this.pages.page(countryId, query.path);
  }
}
