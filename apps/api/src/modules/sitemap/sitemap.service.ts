import { Injectable } from '@nestjs/common';
import { CACHE_TTL_SECONDS, type CountryId, dealerBranchPath, dealerPath } from '@fuel/domain';
import { CacheService } from '../../core/cache/cache.service.js';
import { LOCAL_PRICES_ROOT, localPricePath } from '../prices/index.js';
import type { SitemapEntryOutput, SitemapOutput, SitemapType } from './dto/sitemap.output.js';
import { SitemapRepository } from './sitemap.repository.js';

/** Where the sitemap may go stale: new dealers, articles and places appear within the hour. */
export const SITEMAP_TTL_SECONDS = CACHE_TTL_SECONDS.news;

const NEWS_ARTICLE_ROOT = '/news/artikel';

/** The site paths of every indexable page of one kind; the web server writes them as XML sitemaps. */
@Injectable()
export class SitemapService {
  constructor(
    private readonly repository: SitemapRepository,
    private readonly cache: CacheService,
  ) {}

  entries(countryId: CountryId, type: SitemapType): Promise<SitemapOutput> {
    return this.cache.wrap(`sitemap:${countryId}:${type}`, SITEMAP_TTL_SECONDS, async () => ({
      Type: type,
      Entries: await this.load(countryId, type),
    }));
  }

  private load(countryId: CountryId, type: SitemapType): Promise<SitemapEntryOutput[]> {
    switch (type) {
      case 'prices':
        return this.pricePages(countryId);
      case 'dealers':
        return this.dealerPages(countryId);
      case 'news':
        return this.articles(countryId);
      case 'pages':
        return this.cmsPages(countryId);
    }
  }

  /**
   * The overview, every state, and the counties (by state) and zip codes with a stored price on the newest
   * snapshot day: a county or zip code nobody serves has a page saying so (noindex), not worth indexing.
   */
  private async pricePages(countryId: CountryId): Promise<SitemapEntryOutput[]> {
    const [states, counties, zips] = await Promise.all([
      this.repository.states(countryId),
      this.repository.counties(countryId),
      this.repository.zipCodes(countryId),
    ]);
    const slugOf = new Map(states.map((s) => [s.id, s.slug]));
    const paths = [
      LOCAL_PRICES_ROOT,
      ...states.map((s) => localPricePath(s.slug)),
      ...counties.flatMap((c) => {
        const slug = slugOf.get(c.stateId);
        return slug ? [localPricePath(slug, c.county)] : [];
      }),
      ...zips.flatMap((z) => {
        const slug = slugOf.get(z.stateId);
        return slug ? [localPricePath(slug, z.county, z.zipCode)] : [];
      }),
    ];
    // Two county names can make the same slug; a page is listed once.
    return [...new Set(paths)].map((Path) => ({ Path }));
  }

  private async dealerPages(countryId: CountryId): Promise<SitemapEntryOutput[]> {
    const rows = await this.repository.dealerPages(countryId);
    return rows.flatMap((row) => {
      if (!row.stateSlug) return [];
      const Path =
        row.branchId === null
          ? dealerPath(row.stateSlug, row.zipCode, row.dealerId)
          : dealerBranchPath(row.stateSlug, row.zipCode, row.branchId, row.dealerId);
      return [{ Path }];
    });
  }

  /** Published CMS pages (purged by the content module when one is published or taken off). */
  private async cmsPages(countryId: CountryId): Promise<SitemapEntryOutput[]> {
    const rows = await this.repository.pages(countryId);
    return rows.map((row) => ({ Path: row.path, LastModified: row.updatedAt }));
  }

  private async articles(countryId: CountryId): Promise<SitemapEntryOutput[]> {
    const rows = await this.repository.articles(countryId);
    return rows.map((row) => ({
      Path: `${NEWS_ARTICLE_ROOT}/${encodeURIComponent(row.slug)}`,
      LastModified: row.updatedAt,
    }));
  }
}
