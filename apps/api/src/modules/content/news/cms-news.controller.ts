import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { databaseIdPipe } from '../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { PublishContentInput } from '../pages/dto/cms-page.input.js';
import { BrokenLinksErrorResponse } from '../publishing/content-errors.js';
import { PreviewLinkOutput } from '../publishing/dto/preview.output.js';
import { RevisionListOutput } from '../revisions/dto/revision.output.js';
import { revisionNotFound } from '../revisions/revisions.service.js';
import { CmsNewsService, newsNotFound } from './cms-news.service.js';
import { CmsNewsQuery, CreateCmsNewsInput, SaveCmsNewsInput } from './dto/cms-news.input.js';
import { CmsNewsListOutput, CmsNewsOutput } from './dto/cms-news.output.js';

const NEWS_ID = databaseIdPipe(newsNotFound);
const REVISION_ID = databaseIdPipe(revisionNotFound);

/** The back office's news articles (Editor; admin holds every permission). */
@ApiTags('cms')
@Controller('api/support/cms/news')
export class CmsNewsController {
  constructor(private readonly news: CmsNewsService) {}

  @Get()
  @Permission('content.manage')
  @Endpoint({
    operationId: 'listCmsNews',
    summary: 'Articles (optionally of one site, state or matching a search), last changed first, 50 a page',
    ok: CmsNewsListOutput,
  })
  list(@Query() query: CmsNewsQuery): Promise<CmsNewsListOutput> {
    return this.news.list({ countryId: query.countryId, state: query.state, q: query.q }, query.page);
  }

  @Post()
  @Permission('content.manage')
  @Endpoint({
    operationId: 'createCmsNews',
    summary: 'Creates an article as a draft (not on the site until published)',
    ok: CmsNewsOutput,
    status: 201,
  })
  create(@Ctx() ctx: RequestContext, @Body() input: CreateCmsNewsInput): Promise<CmsNewsOutput> {
    return this.news.create(ctx, input);
  }

  @Get(':newsId')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'getCmsNews',
    summary: 'An article with its published version, its draft and the draft’s image',
    ok: CmsNewsOutput,
    errors: { 404: 'No such article' },
  })
  @ApiParam({ name: 'newsId', type: Number })
  get(@Param('newsId', NEWS_ID) newsId: number): Promise<CmsNewsOutput> {
    return this.news.get(newsId);
  }

  @Put(':newsId')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'saveCmsNews',
    summary: 'Saves the draft (a revision); the site keeps the published version until the next publication',
    ok: CmsNewsOutput,
    errors: { 404: 'No such article', 409: 'STALE_DRAFT: saved by someone else since expectedUpdatedAt' },
  })
  @ApiParam({ name: 'newsId', type: Number })
  save(
    @Ctx() ctx: RequestContext,
    @Param('newsId', NEWS_ID) newsId: number,
    @Body() input: SaveCmsNewsInput,
  ): Promise<CmsNewsOutput> {
    return this.news.save(ctx, newsId, input);
  }

  @Delete(':newsId')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'deleteCmsNews',
    summary: 'Deletes a never-published or unpublished article with its revisions; audited',
    status: 204,
    errors: { 404: 'No such article', 409: 'Published or scheduled: unpublish it first' },
  })
  @ApiParam({ name: 'newsId', type: Number })
  delete(@Ctx() ctx: RequestContext, @Param('newsId', NEWS_ID) newsId: number): Promise<void> {
    return this.news.delete(ctx, newsId);
  }

  @Post(':newsId/publish')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'publishCmsNews',
    summary:
      'Publishes the draft now, or at publishAt (job content.publish); audited; purges the news caches',
    ok: CmsNewsOutput,
    errors: { 404: 'No such article', 422: 'BROKEN_LINKS: internal links to no published page' },
  })
  @ApiParam({ name: 'newsId', type: Number })
  @ApiBody({ type: PublishContentInput, required: false })
  @ApiResponse({ status: 422, type: BrokenLinksErrorResponse, description: 'BROKEN_LINKS' })
  publish(
    @Ctx() ctx: RequestContext,
    @Param('newsId', NEWS_ID) newsId: number,
    @Body() input: PublishContentInput,
  ): Promise<CmsNewsOutput> {
    return this.news.publish(ctx, newsId, input);
  }

  @Post(':newsId/unpublish')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'unpublishCmsNews',
    summary: 'Takes the article off the site and cancels a schedule; audited',
    ok: CmsNewsOutput,
    errors: { 404: 'No such article' },
  })
  @ApiParam({ name: 'newsId', type: Number })
  unpublish(@Ctx() ctx: RequestContext, @Param('newsId', NEWS_ID) newsId: number): Promise<CmsNewsOutput> {
    return this.news.unpublish(ctx, newsId);
  }

  @Get(':newsId/revisions')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'listCmsNewsRevisions',
    summary: 'The article’s saved drafts, publications and restores, newest first',
    ok: RevisionListOutput,
    errors: { 404: 'No such article' },
  })
  @ApiParam({ name: 'newsId', type: Number })
  revisions(@Param('newsId', NEWS_ID) newsId: number): Promise<RevisionListOutput> {
    return this.news.revisionsOf(newsId);
  }

  @Post(':newsId/revisions/:revisionId/restore')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'restoreCmsNewsRevision',
    summary: 'Makes a revision the draft again; audited',
    ok: CmsNewsOutput,
    errors: { 404: 'No such article or revision' },
  })
  @ApiParam({ name: 'newsId', type: Number })
  @ApiParam({ name: 'revisionId', type: Number })
  restore(
    @Ctx() ctx: RequestContext,
    @Param('newsId', NEWS_ID) newsId: number,
    @Param('revisionId', REVISION_ID) revisionId: number,
  ): Promise<CmsNewsOutput> {
    return this.news.restore(ctx, newsId, revisionId);
  }

  @Post(':newsId/preview-link')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'createCmsNewsPreviewLink',
    summary: 'A private link showing the current draft on the site, valid PREVIEW_LINK_TTL_SECONDS',
    ok: PreviewLinkOutput,
    errors: { 404: 'No such article' },
  })
  @ApiParam({ name: 'newsId', type: Number })
  previewLink(@Param('newsId', NEWS_ID) newsId: number): Promise<PreviewLinkOutput> {
    return this.news.previewLink(newsId);
  }
}
