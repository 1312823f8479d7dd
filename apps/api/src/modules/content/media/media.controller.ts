import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiParam, ApiTags } from '@nestjs/swagger';
import { MEDIA_LIMITS } from '@fuel/domain/content';
import { Permission } from '../../../core/auth/auth.decorators.js';
import { Ctx } from '../../../core/context/ctx.decorator.js';
import type { RequestContext } from '../../../core/context/request-context.js';
import { databaseIdPipe } from '../../../core/http/database-id.pipe.js';
import { Endpoint } from '../../../core/http/endpoint.decorator.js';
import { notFound } from '../../../core/http/not-found.js';
import { MediaAssetDetailOutput, MediaAssetListOutput, MediaAssetOutput } from './dto/media-asset.output.js';
import { ListMediaQuery } from './dto/list-media.query.js';
import { UpdateMediaInput } from './dto/update-media.input.js';
import { UploadMediaInput } from './dto/upload-media.input.js';
import { MediaUploadInterceptor } from './media-upload.interceptor.js';
import { MediaService, type UploadedMediaFile } from './media.service.js';

const MEDIA_ID_PIPE = databaseIdPipe(() => notFound('Diese Datei gibt es nicht.'));

/** The media library of the back office (content.manage: editors and admins). */
@ApiTags('cms')
@Controller('api/support/cms/media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  @Post()
  @Permission('content.manage')
  @UseInterceptors(MediaUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description: 'The file and its text fields (UploadMediaInput)',
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'Image or PDF, judged by its content' },
        folderId: { type: 'integer', minimum: 1 },
        altText: { type: 'string', maxLength: MEDIA_LIMITS.altText },
        title: { type: 'string', maxLength: MEDIA_LIMITS.title },
      },
    },
  })
  @Endpoint({
    operationId: 'uploadCmsMedia',
    summary:
      'Uploads an image or PDF (type by content; EXIF removed; AVIF/WebP variants); the same file again is the same asset',
    status: 201,
    ok: MediaAssetOutput,
    errors: { 413: 'MEDIA_TOO_LARGE (bytes or pixels)', 415: 'Not an accepted type (SVG, HTML, …)' },
  })
  upload(
    @Ctx() ctx: RequestContext,
    @UploadedFile() file: UploadedMediaFile | undefined,
    @Body() input: UploadMediaInput,
  ): Promise<MediaAssetOutput> {
    return this.media.upload(ctx, file, input);
  }

  @Get()
  @Permission('content.manage')
  @Endpoint({
    operationId: 'listCmsMedia',
    summary: 'A page of the library, newest first, by folder, search text and kind',
    ok: MediaAssetListOutput,
  })
  list(@Query() query: ListMediaQuery): Promise<MediaAssetListOutput> {
    return this.media.list(query);
  }

  @Get(':mediaId')
  @Permission('content.manage')
  @ApiParam({ name: 'mediaId', type: Number })
  @Endpoint({
    operationId: 'getCmsMedia',
    summary: 'One file with where it is used',
    ok: MediaAssetDetailOutput,
    errors: { 404: 'No such file' },
  })
  get(@Param('mediaId', MEDIA_ID_PIPE) mediaId: number): Promise<MediaAssetDetailOutput> {
    return this.media.get(mediaId);
  }

  @Put(':mediaId')
  @Permission('content.manage')
  @ApiParam({ name: 'mediaId', type: Number })
  @Endpoint({
    operationId: 'updateCmsMedia',
    summary: "Sets a file's alt text, title and folder",
    ok: MediaAssetDetailOutput,
    errors: { 404: 'No such file' },
  })
  update(
    @Ctx() ctx: RequestContext,
    @Param('mediaId', MEDIA_ID_PIPE) mediaId: number,
    @Body() input: UpdateMediaInput,
  ): Promise<MediaAssetDetailOutput> {
    return this.media.update(ctx, mediaId, input);
  }

  @Delete(':mediaId')
  @Permission('content.manage')
  @ApiParam({ name: 'mediaId', type: Number })
  @Endpoint({
    operationId: 'deleteCmsMedia',
    summary: 'Deletes an unused file and its variants; audited',
    status: 204,
    errors: { 404: 'No such file', 409: 'MEDIA_IN_USE' },
  })
  delete(@Ctx() ctx: RequestContext, @Param('mediaId', MEDIA_ID_PIPE) mediaId: number): Promise<void> {
    return this.media.delete(ctx, mediaId);
  }
}
