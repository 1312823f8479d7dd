import { Module } from '@nestjs/common';
import { LocationModule } from '../location/index.js';
import { OffersModule } from '../offers/index.js';
import { LocalPricesService } from './local-prices.service.js';
import { PriceFactorsController } from './price-factors.controller.js';
import { PriceHistoryController } from './price-history.controller.js';
import { PricePagesService } from './price-pages.service.js';
import { PriceSnapshotService } from './price-snapshot.service.js';
import { PricesRepository } from './prices.repository.js';

/** Price history: the daily snapshot job, price factors and the public price pages' data. */
@Module({
  imports: [OffersModule, LocationModule],
  controllers: [PriceFactorsController, PriceHistoryController],
  providers: [PricesRepository, PriceSnapshotService, PricePagesService, LocalPricesService],
  exports: [PriceSnapshotService],
})
export class PricesModule {}
