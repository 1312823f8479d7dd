import { Injectable } from '@nestjs/common';
import { CACHE_TTL_SECONDS, type CountryId } from '@fuel/domain';
import type { PageContent, PageKind } from '@fuel/domain/content';
import { CacheService } from '../../../core/cache/cache.service.js';
import { notFound } from '../../../core/http/not-found.js';
import { sitePagesCachePrefix } from '../publishing/content-cache.service.js';
import { gone } from '../publishing/content-errors.js';
import { sanitizeRichText } from '../domain/rich-text.js';
import { MediaImagesService } from '../media/media-images.service.js';
import { type CmsPageRow, CmsPagesRepository } from './cms-pages.repository.js';
import { publishedContent } from './page-versions.js';
import type { SitePageListOutput, SitePageOutput } from './dto/site-page.output.js';
import { normalizedPath } from './page-path.js';

/** Pages change only by publishing, which purges these keys: they may live as long as the news. */
export const SITE_PAGE_TTL_SECONDS = CACHE_TTL_SECONDS.news;

/** A lookup's result: a page or a taken-off page is cached (a publication purges it), an unknown path not. */
type PageLookup =
  | { readonly found: 'page'; readonly page: SitePageOutput }
  | { readonly found: 'gone' }
  | { readonly found: 'none' };

function pageNotFoundOnSite() {
  return notFound('Diese Seite gibt es nicht.', 'path');
}

/** The sites' published pages: one by path (404 unknown, 410 taken off) and the list for footer and sitemap. */
@Injectable()
export class SitePagesService {
  constructor(
    private readonly repository: CmsPagesRepository,
    private readonly cache: CacheService,
    private readonly images: MediaImagesService,
  ) {}

  async page(countryId: CountryId, rawPath: string): Promise<SitePageOutput> {
    const path = normalizedPath(rawPath);
    const key = `${sitePagesCachePrefix(countryId)}path:${path}`;
    let lookup = await this.cache.get<PageLookup>(key);
    if (!lookup) {
      lookup = await this.lookup(countryId, path);
      // Unknown paths are not kept: anyone can ask for any number of them.
      if (lookup.found !== 'none') await this.cache.set(key, lookup, SITE_PAGE_TTL_SECONDS);
    }
    if (lookup.found === 'gone') throw gone();
    if (lookup.found === 'none') throw pageNotFoundOnSite();
    return lookup.page;
  }

  list(countryId: CountryId, kind: PageKind | undefined): Promise<SitePageListOutput> {
    return this.cache.wrap(
      `${sitePagesCachePrefix(countryId)}list:${kind ?? 'all'}`,
      SITE_PAGE_TTL_SECONDS,
      async () => ({
        items: (await this.repository.publishedOnSite(countryId, kind)).flatMap((row) => {
          const content = publishedContent(row);
          if (!content) return [];
          return [
            {
              id: row.id,
              kind: row.kind,
              path: row.path,
              title: content.title,
              updatedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
              noIndex: content.noIndex,
            },
          ];
        }),
      }),
    );
  }

  /** A page's draft as its site would show it (the preview), with the published children. */
  async draftView(countryId: CountryId, row: CmsPageRow, draft: PageContent): Promise<SitePageOutput> {
    return this.view(countryId, row, draft);
  }

  private async lookup(countryId: CountryId, path: string): Promise<PageLookup> {
    const row = await this.repository.bySitePath(countryId, path);
    if (!row) return { found: 'none' };
    if (row.state === 'unpublished') return { found: 'gone' };
    const content = row.state === 'published' ? publishedContent(row) : null;
    if (!content) return { found: 'none' };
    return { found: 'page', page: await this.view(countryId, row, content) };
  }

  private async view(countryId: CountryId, row: CmsPageRow, content: PageContent): Promise<SitePageOutput> {
    const [children, body] = await Promise.all([
      this.repository.publishedChildren(countryId, row.id),
      // Library images with their variants (srcset, sizes, width/height, lazy): one query per page.
      this.images.responsiveBody(sanitizeRichText(content.body)),
    ]);
    return {
      id: row.id,
      kind: row.kind,
      path: row.path,
      title: content.title,
      description: content.description,
      body,
      seoTitle: content.seoTitle || content.title,
      seoDescription: content.seoDescription || content.description,
      noIndex: content.noIndex,
      updatedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
      children: children.flatMap((child) => {
        const published = publishedContent(child);
        return published
          ? [{ path: child.path, title: published.title, description: published.description }]
          : [];
      }),
    };
  }
}
