import { Injectable } from '@nestjs/common';
import type { CountryId } from '@fuel/domain';
import { AD_CACHE_SECONDS } from '@fuel/domain/ads';
import { CacheService } from '../../core/cache/cache.service.js';

const PREFIX = 'ads:';

/**
 * The delivery's cached answers (slot lists, slots per postal code, adverts). Every back-office change
 * purges them all: few keys, rare changes, and a stale advert is worse than one more database read.
 */
@Injectable()
export class AdsCacheService {
  constructor(private readonly cache: CacheService) {}

  slots<T>(countryId: CountryId, load: () => Promise<T>): Promise<T> {
    return this.cache.wrap(`${PREFIX}slots:${countryId}`, AD_CACHE_SECONDS.slots, load);
  }

  /** A slot for a site and postal code (`-` without one, or when the slot does not filter by it). */
  slot<T>(
    key: string,
    countryId: CountryId,
    zipCode: string | undefined,
    load: () => Promise<T>,
  ): Promise<T> {
    return this.cache.wrap(
      `${PREFIX}slot:${key}:${countryId}:${zipCode ?? '-'}`,
      AD_CACHE_SECONDS.slots,
      load,
    );
  }

  advert<T>(advertId: number, load: () => Promise<T>): Promise<T> {
    return this.cache.wrap(`${PREFIX}advert:${advertId}`, AD_CACHE_SECONDS.content, load);
  }

  /** After any change of slots, adverts or campaigns, and when a campaign reaches its daily cap. */
  async purge(): Promise<void> {
    await this.cache.deleteByPrefix(PREFIX);
  }
}
