import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CountryId } from '@fuel/domain';
import { Public } from '../../../core/auth/auth.decorators.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { CachedRead } from '../../../core/http/etag.decorator.js';
import { ApiCountryIdParam, COUNTRY_ID_PARAM } from '../../../core/http/id-param.pipe.js';
import { SiteNoticesQuery } from './dto/cms-notice.input.js';
import { SiteNoticeListOutput } from './dto/cms-notice.output.js';
import { NoticesService } from './notices.service.js';

@ApiTags('cms')
@ApiCountryIdParam()
@Controller('api/site/:countryId/notices')
export class SiteNoticesController {
  constructor(private readonly notices: NoticesService) {}

  @Get()
  @Public()
  @CachedRead(60)
  @Endpoint({
    operationId: 'listSiteNotices',
    summary: 'The notices a page of the placement shows now (its own and those of every page), by priority',
    ok: SiteNoticeListOutput,
  })
  list(
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Query() query: SiteNoticesQuery,
  ): Promise<SiteNoticeListOutput> {
    return this.notices.site(countryId, query.placement);
  }
}
