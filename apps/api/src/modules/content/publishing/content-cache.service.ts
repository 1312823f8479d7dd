import { Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { CacheService } from '../../../core/cache/cache.service.js';

/** Cache keys of the public page calls: `pages:<countryId>:…` (purged per site as a whole). */
export const sitePagesCachePrefix = (countryId: CountryId) => `pages:${countryId}:`;

/**
 * Drops what the sites cached of pages and news when something is published, scheduled content goes live or
 * is taken off: the public calls and the sitemap show the change at once. Called after the change committed,
 * so no reader can fill the cache with the old version in between.
 */
@Injectable()
export class ContentCacheService {
  constructor(private readonly cache: CacheService) {}

  async purgePages(countryIds: readonly CountryId[]): Promise<void> {
    await Promise.all(
      countryIds.flatMap((countryId) => [
        this.cache.deleteByPrefix(sitePagesCachePrefix(countryId)),
        this.cache.delete(`sitemap:${countryId}:pages`),
      ]),
    );
  }

  /** The news service's keys: `news:list:<c>:…`, `news:featured:<c>`, `news:detail:<c>:…`. */
  async purgeNews(countryId: CountryId): Promise<void> {
    await Promise.all([
      this.cache.deleteByPrefix(`news:list:${countryId}:`),
      this.cache.delete(`news:featured:${countryId}`),
      this.cache.deleteByPrefix(`news:detail:${countryId}:`),
      this.cache.delete(`sitemap:${countryId}:news`),
    ]);
  }
}
