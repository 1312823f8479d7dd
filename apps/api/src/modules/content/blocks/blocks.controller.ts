import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { CountryId } from '@fuel/domain';
import { CONTENT_BLOCK_KEYS, type ContentBlockKey, isContentBlockKey } from '@fuel/domain/content';
import { Permission } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { COUNTRY_ID_PARAM } from '../../../core/http/id-param.pipe.js';
import { notFound } from '../../../core/http/not-found.js';
import { BlocksService } from './blocks.service.js';
import { CmsContentBlocksQuery, SaveCmsContentBlockInput } from './dto/content-block.input.js';
import { CmsContentBlockListOutput, CmsContentBlockOutput } from './dto/content-block.output.js';

/** A block key of the path; anything else is not a block (404 naming the field). */
const BLOCK_KEY_PARAM = {
  transform(value: unknown): ContentBlockKey {
    if (isContentBlockKey(value)) return value;
    throw notFound('Diesen Textbaustein gibt es nicht.', 'key');
  },
};

/** `/support/cms/content/edit` (content.manage): the editable texts of fixed pages per site. */
@ApiTags('cms')
@Controller('api/support/cms/content')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  @Permission('content.manage')
  @Endpoint({
    operationId: 'listCmsContentBlocks',
    summary: 'Every content block of a site with its value, default and limits',
    ok: CmsContentBlockListOutput,
  })
  list(@Query() query: CmsContentBlocksQuery): Promise<CmsContentBlockListOutput> {
    return this.blocks.list(query.countryId);
  }

  @Put(':countryId/:key')
  @Permission('content.manage')
  @ApiParam({ name: 'countryId', enum: [1, 2, 3] })
  @ApiParam({ name: 'key', enum: CONTENT_BLOCK_KEYS, enumName: 'ContentBlockKey' })
  @Endpoint({
    operationId: 'saveCmsContentBlock',
    summary:
      'Stores a block of a site (rich text sanitised; empty: back to the default); the site shows it at once (audited)',
    ok: CmsContentBlockOutput,
    errors: { 404: 'Unknown block key' },
  })
  save(
    @Ctx() ctx: RequestContext,
    @Param('countryId', COUNTRY_ID_PARAM) countryId: CountryId,
    @Param('key', BLOCK_KEY_PARAM) key: ContentBlockKey,
    @Body() input: SaveCmsContentBlockInput,
  ): Promise<CmsContentBlockOutput> {
    return this.blocks.save(ctx, countryId, key, input.value);
  }
}
