import { Injectable, type PipeTransform } from '@nestjs/common';
import { notFound } from '../../core/http/not-found.js';
import { SITEMAP_TYPES, type SitemapType } from './dto/sitemap.output.js';

/** The kind of sitemap in the path; another word names no sitemap (404, not a malformed request). */
@Injectable()
export class SitemapTypePipe implements PipeTransform<unknown, SitemapType> {
  transform(value: unknown): SitemapType {
    const type = SITEMAP_TYPES.find((t) => t === value);
    if (type) return type;
    throw notFound(`Diese Sitemap gibt es nicht (möglich: ${SITEMAP_TYPES.join(', ')}).`, 'type');
  }
}

export const SITEMAP_TYPE_PARAM = new SitemapTypePipe();
