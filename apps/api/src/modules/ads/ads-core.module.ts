import { Module } from '@nestjs/common';
import { AdsCacheService } from './ads-cache.service.js';
import { LiveItemsRepository } from './live-items.repository.js';
import { LiveItemsService } from './live-items.service.js';
import { AdStatsRepository } from './stats/ad-stats.repository.js';

/** What delivery and back office share: the live items of a slot, the delivery's cache, the daily figures. */
@Module({
  providers: [AdsCacheService, AdStatsRepository, LiveItemsRepository, LiveItemsService],
  // LiveItemsRepository too: a click or frame of a running campaign counts even past its daily cap.
  exports: [AdsCacheService, AdStatsRepository, LiveItemsRepository, LiveItemsService],
})
export class AdsCoreModule {}
