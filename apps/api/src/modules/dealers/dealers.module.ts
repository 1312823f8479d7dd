import { Module } from '@nestjs/common';
import { LocationModule } from '../location/index.js';
import { OffersModule } from '../offers/index.js';
import { DealerDirectory } from './dealer-directory.service.js';
import { DealerListsService } from './dealer-lists.service.js';
import { DealerProfileService } from './dealer-profile.service.js';
import { DealerRatingsService } from './dealer-ratings.service.js';
import { DealersController } from './dealers.controller.js';
import { DealersRepository } from './dealers.repository.js';
import { ReviewSummaryController } from './review-summary.controller.js';
import { ReviewSummaryService } from './review-summary.service.js';

/**
 * The public dealer directory (lists, dealer and branch pages), the site's review seal, and the dealers'
 * ratings (order_rating and the dealer's mean, from the orders' 'orders.rated' event).
 */
@Module({
  imports: [OffersModule, LocationModule],
  controllers: [DealersController, ReviewSummaryController],
  providers: [
    DealersRepository,
    DealerListsService,
    DealerProfileService,
    ReviewSummaryService,
    DealerDirectory,
    DealerRatingsService,
  ],
  exports: [DealerDirectory],
})
export class DealersModule {}
