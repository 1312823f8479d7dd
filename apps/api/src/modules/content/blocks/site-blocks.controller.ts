import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CountryId } from '@fuel/domain';
import { Public } from '../../../core/auth/auth.decorators.js';
import { CachedRead } from '../../../core/http/etag.decorator.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { ApiCountryIdParam, COUNTRY_ID_PARAM } from '../../../core/http/id-param.pipe.js';
import { BlocksService } from './blocks.service.js';
import { SiteContentBlocksOutput } from './dto/content-block.output.js';

@ApiTags('cms')
@ApiCountryIdParam()
@Controller('api/site/:countryId/content-blocks')
export class SiteBlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  @Public()
  // Briefly in shared caches; the API's own cache is purged by every save.
  @CachedRead(60)
  @Endpoint({
    operationId: 'getSiteContentBlocks',
    summary:
      'The texts of the fixed pages of a site (hero, trust section, offer-list hints, footer), defaults filled',
    ok: SiteContentBlocksOutput,
  })
  get(@Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId): Promise<SiteContentBlocksOutput> {
    return this.blocks.site(countryId);
  }
}
