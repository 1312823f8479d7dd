import { Module } from '@nestjs/common';
import { BestPriceService } from './best-price.service.js';
import { CalculatorCatalogueService } from './calculator-catalogue.service.js';
import { CalculatorController } from './calculator.controller.js';
import { CalculatorParametersController } from './calculator-parameters.controller.js';
import { CalculatorParametersService } from './calculator-parameters.service.js';
import { CalculatorService } from './calculator.service.js';
import { MarketRevision } from './market-revision.service.js';
import { MarketSnapshotMetrics } from './market-snapshot.metrics.js';
import { MarketSnapshotService } from './market-snapshot.service.js';
import { MarketRepository } from './market.repository.js';
import { SitePricesController } from './site-prices.controller.js';

@Module({
  controllers: [CalculatorController, SitePricesController, CalculatorParametersController],
  providers: [
    MarketRepository,
    MarketSnapshotService,
    MarketSnapshotMetrics,
    CalculatorService,
    CalculatorCatalogueService,
    CalculatorParametersService,
    BestPriceService,
    MarketRevision,
  ],
  exports: [MarketSnapshotService, CalculatorService, MarketRevision],
})
export class OffersModule {}
