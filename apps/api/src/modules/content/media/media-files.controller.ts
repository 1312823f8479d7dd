import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../core/auth/auth.decorators.js';
import { notFound } from '../../../core/http/not-found.js';
import { MediaRepository } from './media.repository.js';
import { isMediaKey, MediaStorage } from './storage/media-storage.js';

/** Content types by the stored file's extension (we named the file; nothing the uploader said counts). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

const missing = () => notFound('Diese Datei gibt es nicht.');

/** `filename` of Content-Disposition: ASCII fallback and the UTF-8 name (RFC 6266/8187). */
export function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The library's files for everyone: `/media/<sha256>/<file>`, outside /api (the web server proxies /media like
 * /api). The URL names the content, so it is cached for a year; only files of an existing asset are served
 * (a deleted asset's URL is 404 at once), with the type we decided at upload and nosniff. Not in the OpenAPI
 * document: pages link these paths, no client calls them.
 */
@ApiExcludeController()
@Controller('media')
export class MediaFilesController {
  constructor(
    private readonly repository: MediaRepository,
    private readonly storage: MediaStorage,
  ) {}

  @Get(':sha256/:file')
  @Public()
  async file(
    @Param('sha256') sha256: string,
    @Param('file') file: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const key = `${sha256}/${file}`;
    const contentType = CONTENT_TYPES[file.split('.').pop() ?? ''];
    if (!isMediaKey(key) || !contentType) throw missing();
    const asset = await this.repository.bySha256(sha256);
    const names = asset ? [asset.path, ...asset.variants.map((v) => v.path)] : [];
    if (!asset || !names.includes(`/media/${key}`)) throw missing();
    const body = await this.storage.get(key);
    if (!body) throw missing();
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Length', String(body.length));
    if (contentType === 'application/pdf')
      res.setHeader('Content-Disposition', inlineDisposition(asset.fileName));
    else {
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      // Adverts show library images in a sandboxed frame (issue #17), whose opaque origin is another one:
      // helmet's same-origin policy would block them there. The files are public anyway.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    return new StreamableFile(body);
  }
}
