import { Module } from '@nestjs/common';
import { OffersModule } from '../offers/offers.module.js';
import { DealerDirectoryService } from './dealer-directory.service.js';
import { DealerProfileService } from './dealer-profile.service.js';
import { DealersController } from './dealers.controller.js';
import { DealersRepository } from './dealers.repository.js';
import { ReviewSummaryController } from './review-summary.controller.js';
import { ReviewSummaryService } from './review-summary.service.js';

/** The public dealer directory (lists, dealer and branch pages) and the site's review seal. */
@Module({
  imports: [OffersModule],
  controllers: [DealersController, ReviewSummaryController],
  providers: [DealersRepository, DealerDirectoryService, DealerProfileService, ReviewSummaryService],
  // Place and state lookups for the cross-links of the content module.
  exports: [DealersRepository],
})
export class DealersModule {}
