// The offers module's public surface: what other modules may import from it.
export { OffersModule } from './offers.module.js';
export { CalculatorService } from './calculator.service.js';
export { MarketSnapshotService } from './market-snapshot.service.js';
export { MarketRevision } from './market-revision.service.js';
export { type ConfigurationInput, defaultOfferRequest } from './domain/configuration.js';
export { createPricer, type Pricer } from './domain/pricing.js';
export type { BranchView, Offer, OfferRequest } from './domain/market.types.js';
export { CURRENCY_CODES } from './domain/offer-values.constant.js';
// DTOs other modules' DTOs nest (the order process carries the calculator's configuration and surcharges).
export { CalculationConfigurationInput } from './dto/calculation-configuration.input.js';
export { CalculationResultOutput, SurchargeOutput } from './dto/calculation-result.output.js';
