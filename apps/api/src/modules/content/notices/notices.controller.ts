import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { databaseIdPipe } from '../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { CmsNoticeInput, CmsNoticesQuery } from './dto/cms-notice.input.js';
import { CmsNoticeListOutput, CmsNoticeOutput } from './dto/cms-notice.output.js';
import { NoticesService, unknownNotice } from './notices.service.js';

const NOTICE_ID = databaseIdPipe(unknownNotice);

/** `/support/cms/prompts/{id?}` (content.manage): site notices and calls to action. */
@ApiTags('cms')
@Controller('api/support/cms/prompts')
export class NoticesController {
  constructor(private readonly notices: NoticesService) {}

  @Get()
  @Permission('content.manage')
  @Endpoint({
    operationId: 'listCmsNotices',
    summary: 'Every site notice (of a site), the latest start first, with its status',
    ok: CmsNoticeListOutput,
  })
  list(@Query() query: CmsNoticesQuery): Promise<CmsNoticeListOutput> {
    return this.notices.list(query.countryId);
  }

  @Post()
  @Permission('content.manage')
  @Endpoint({
    operationId: 'createCmsNotice',
    summary: 'Creates a site notice; the sites show it within its period at once (audited)',
    ok: CmsNoticeOutput,
    status: 201,
  })
  create(@Ctx() ctx: RequestContext, @Body() input: CmsNoticeInput): Promise<CmsNoticeOutput> {
    return this.notices.create(ctx, input);
  }

  @Get(':noticeId')
  @Permission('content.manage')
  @ApiParam({ name: 'noticeId', type: Number })
  @Endpoint({
    operationId: 'getCmsNotice',
    summary: 'One site notice',
    ok: CmsNoticeOutput,
    errors: { 404: 'Unknown notice' },
  })
  get(@Param('noticeId', NOTICE_ID) noticeId: number): Promise<CmsNoticeOutput> {
    return this.notices.get(noticeId);
  }

  @Put(':noticeId')
  @Permission('content.manage')
  @ApiParam({ name: 'noticeId', type: Number })
  @Endpoint({
    operationId: 'saveCmsNotice',
    summary: 'Saves a site notice; the sites show the change at once (audited)',
    ok: CmsNoticeOutput,
    errors: { 404: 'Unknown notice' },
  })
  save(
    @Ctx() ctx: RequestContext,
    @Param('noticeId', NOTICE_ID) noticeId: number,
    @Body() input: CmsNoticeInput,
  ): Promise<CmsNoticeOutput> {
    return this.notices.save(ctx, noticeId, input);
  }

  @Delete(':noticeId')
  @Permission('content.manage')
  @ApiParam({ name: 'noticeId', type: Number })
  @Endpoint({
    operationId: 'deleteCmsNotice',
    summary: 'Deletes a site notice (audited)',
    status: 204,
    errors: { 404: 'Unknown notice' },
  })
  remove(@Ctx() ctx: RequestContext, @Param('noticeId', NOTICE_ID) noticeId: number): Promise<void> {
    return this.notices.remove(ctx, noticeId);
  }
}
