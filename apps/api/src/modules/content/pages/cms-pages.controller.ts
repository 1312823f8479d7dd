import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { databaseIdPipe } from '../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { BrokenLinksErrorResponse } from '../publishing/content-errors.js';
import { PreviewLinkOutput } from '../publishing/dto/preview.output.js';
import { RevisionListOutput } from '../revisions/dto/revision.output.js';
import { revisionNotFound } from '../revisions/revisions.service.js';
import { CmsPagesService, pageNotFound } from './cms-pages.service.js';
import { CreateCmsPageInput, PublishContentInput, SaveCmsPageInput } from './dto/cms-page.input.js';
import { CmsPageListOutput, CmsPageOutput, CmsPagesQuery } from './dto/cms-page.output.js';

const PAGE_ID = databaseIdPipe(pageNotFound);
const REVISION_ID = databaseIdPipe(revisionNotFound);

/** The back office's CMS pages (Editor; admin holds every permission). */
@ApiTags('cms')
@Controller('api/support/cms/pages')
export class CmsPagesController {
  constructor(private readonly pages: CmsPagesService) {}

  @Get()
  @Permission('content.manage')
  @Endpoint({
    operationId: 'listCmsPages',
    summary: 'The page tree (optionally of one site, kind, state or matching a search), in tree order',
    ok: CmsPageListOutput,
  })
  list(@Query() query: CmsPagesQuery): Promise<CmsPageListOutput> {
    return this.pages.list(query);
  }

  @Post()
  @Permission('content.manage')
  @Endpoint({
    operationId: 'createCmsPage',
    summary: 'Creates a page as a draft (not on any site until published)',
    ok: CmsPageOutput,
    status: 201,
    errors: { 409: 'PATH_TAKEN: a page of one of the sites has this path' },
  })
  create(@Ctx() ctx: RequestContext, @Body() input: CreateCmsPageInput): Promise<CmsPageOutput> {
    return this.pages.create(ctx, input);
  }

  @Get(':pageId')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'getCmsPage',
    summary: 'A page with its published version, its draft and the draft’s broken links',
    ok: CmsPageOutput,
    errors: { 404: 'No such page' },
  })
  @ApiParam({ name: 'pageId', type: Number })
  get(@Param('pageId', PAGE_ID) pageId: number): Promise<CmsPageOutput> {
    return this.pages.get(pageId);
  }

  @Put(':pageId')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'saveCmsPage',
    summary: 'Saves the draft (a revision); the sites keep the published version until the next publication',
    ok: CmsPageOutput,
    errors: {
      404: 'No such page',
      409: 'STALE_DRAFT: saved by someone else since expectedUpdatedAt; PATH_TAKEN: path taken on a site',
    },
  })
  @ApiParam({ name: 'pageId', type: Number })
  save(
    @Ctx() ctx: RequestContext,
    @Param('pageId', PAGE_ID) pageId: number,
    @Body() input: SaveCmsPageInput,
  ): Promise<CmsPageOutput> {
    return this.pages.save(ctx, pageId, input);
  }

  @Delete(':pageId')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'deleteCmsPage',
    summary: 'Deletes a never-published or unpublished page without children; audited',
    status: 204,
    errors: { 404: 'No such page', 409: 'Published, scheduled, or has children' },
  })
  @ApiParam({ name: 'pageId', type: Number })
  delete(@Ctx() ctx: RequestContext, @Param('pageId', PAGE_ID) pageId: number): Promise<void> {
    return this.pages.delete(ctx, pageId);
  }

  @Post(':pageId/publish')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'publishCmsPage',
    summary:
      'Publishes the draft now, or at publishAt (job content.publish); audited; purges the page caches',
    ok: CmsPageOutput,
    errors: { 404: 'No such page', 422: 'BROKEN_LINKS: internal links to no published page' },
  })
  @ApiParam({ name: 'pageId', type: Number })
  @ApiBody({ type: PublishContentInput, required: false })
  @ApiResponse({ status: 422, type: BrokenLinksErrorResponse, description: 'BROKEN_LINKS' })
  publish(
    @Ctx() ctx: RequestContext,
    @Param('pageId', PAGE_ID) pageId: number,
    @Body() input: PublishContentInput,
  ): Promise<CmsPageOutput> {
    return this.pages.publish(ctx, pageId, input);
  }

  @Post(':pageId/unpublish')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'unpublishCmsPage',
    summary: 'Takes the page off its sites (410 there) and cancels a schedule; audited',
    ok: CmsPageOutput,
    errors: { 404: 'No such page' },
  })
  @ApiParam({ name: 'pageId', type: Number })
  unpublish(@Ctx() ctx: RequestContext, @Param('pageId', PAGE_ID) pageId: number): Promise<CmsPageOutput> {
    return this.pages.unpublish(ctx, pageId);
  }

  @Get(':pageId/revisions')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'listCmsPageRevisions',
    summary: 'The page’s saved drafts, publications and restores, newest first',
    ok: RevisionListOutput,
    errors: { 404: 'No such page' },
  })
  @ApiParam({ name: 'pageId', type: Number })
  async revisions(@Param('pageId', PAGE_ID) pageId: number): Promise<RevisionListOutput> {
    await this.pages.get(pageId);
    return this.pages.revisionsOf(pageId);
  }

  @Post(':pageId/revisions/:revisionId/restore')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'restoreCmsPageRevision',
    summary: 'Makes a revision the draft again; audited',
    ok: CmsPageOutput,
    errors: { 404: 'No such page or revision' },
  })
  @ApiParam({ name: 'pageId', type: Number })
  @ApiParam({ name: 'revisionId', type: Number })
  restore(
    @Ctx() ctx: RequestContext,
    @Param('pageId', PAGE_ID) pageId: number,
    @Param('revisionId', REVISION_ID) revisionId: number,
  ): Promise<CmsPageOutput> {
    return this.pages.restore(ctx, pageId, revisionId);
  }

  @Post(':pageId/preview-link')
  @Permission('content.manage')
  @Endpoint({
    operationId: 'createCmsPagePreviewLink',
    summary: 'A private link showing the current draft in the site layout, valid PREVIEW_LINK_TTL_SECONDS',
    ok: PreviewLinkOutput,
    errors: { 404: 'No such page' },
  })
  @ApiParam({ name: 'pageId', type: Number })
  previewLink(@Param('pageId', PAGE_ID) pageId: number): Promise<PreviewLinkOutput> {
    return this.pages.previewLink(pageId);
  }
}
