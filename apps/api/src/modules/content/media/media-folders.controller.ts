import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { Permission } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { databaseIdPipe } from '../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { notFound } from '../../../core/http/not-found.js';
import { CreateMediaFolderInput } from './dto/create-media-folder.input.js';
import { MediaFolderListOutput, MediaFolderOutput } from './dto/media-folder.output.js';
import { MediaFoldersService } from './media-folders.service.js';

const FOLDER_ID_PIPE = databaseIdPipe(() => notFound('Diesen Ordner gibt es nicht.'));

/** Folders of the media library (content.manage). */
@ApiTags('cms')
@Controller('api/support/cms/media-folders')
export class MediaFoldersController {
  constructor(private readonly folders: MediaFoldersService) {}

  @Get()
  @Permission('content.manage')
  @Endpoint({ operationId: 'listCmsMediaFolders', summary: 'All folders by name', ok: MediaFolderListOutput })
  list(): Promise<MediaFolderListOutput> {
    return this.folders.list();
  }

  @Post()
  @Permission('content.manage')
  @Endpoint({
    operationId: 'createCmsMediaFolder',
    summary: 'Creates a folder (names unique within their parent)',
    status: 201,
    ok: MediaFolderOutput,
  })
  create(@Ctx() ctx: RequestContext, @Body() input: CreateMediaFolderInput): Promise<MediaFolderOutput> {
    return this.folders.create(ctx, input);
  }

  @Delete(':folderId')
  @Permission('content.manage')
  @ApiParam({ name: 'folderId', type: Number })
  @Endpoint({
    operationId: 'deleteCmsMediaFolder',
    summary: 'Deletes an empty folder',
    status: 204,
    errors: { 404: 'No such folder', 409: 'FOLDER_NOT_EMPTY' },
  })
  delete(@Ctx() ctx: RequestContext, @Param('folderId', FOLDER_ID_PIPE) folderId: number): Promise<void> {
    return this.folders.delete(ctx, folderId);
  }
}
