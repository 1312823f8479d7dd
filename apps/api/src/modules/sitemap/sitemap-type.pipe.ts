import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { AppException } from '../../core/http/error-response.js';
import { SITEMAP_TYPES, type SitemapType } from './dto/sitemap.output.js';

/** The kind of sitemap in the path; another word names no sitemap (404, not a malformed request). */
@Injectable()
export class SitemapTypePipe implements PipeTransform<unknown, SitemapType> {
  transform(value: unknown): SitemapType {
    const type = SITEMAP_TYPES.find((t) => t === value);
    if (type) return type;
    const message = `type must be one of ${SITEMAP_TYPES.join(', ')}`;
    throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND', message, [
      { field: 'type', messages: [message] },
    ]);
  }
}

export const SITEMAP_TYPE_PARAM = new SitemapTypePipe();
