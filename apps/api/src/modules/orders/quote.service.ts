import { HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type CalculatorConfiguration, PRICE_HOLD_MINUTES } from '@fuel/domain';
import { AppException } from '../../core/http/error-response.js';
import type { NoJobData } from '../../core/jobs/job-definition.type.js';
import { JobQueue } from '../../core/jobs/job-queue.service.js';
import { CalculatorService, type ConfigurationInput } from '../offers/index.js';
import { frozenPriceOf } from './order.mapper.js';
import { OrdersRepository, type QuoteRow } from './orders.repository.js';

/** A quote whose hold ended this long ago and that no draft or order names is deleted by `quotes.prune`. */
export const QUOTE_RETENTION_HOURS = 24;
export const QUOTE_PRUNE_JOB = 'quotes.prune';
/** Hourly, at a minute other jobs do not use. */
const QUOTE_PRUNE_CRON = '17 * * * *';

declare module '../../core/jobs/job-definition.type.js' {
  interface JobDataMap {
    [QUOTE_PRUNE_JOB]: NoJobData;
  }
}

/**
 * Prices one dealer's offer on the server and holds it: the price the order will be placed at. Every
 * calculation of the confirm page holds one; the `quotes.prune` job deletes those nobody ordered.
 */
@Injectable()
export class QuoteService implements OnModuleInit {
  private readonly logger = new Logger(QuoteService.name);

  constructor(
    private readonly calculator: CalculatorService,
    private readonly repository: OrdersRepository,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: QUOTE_PRUNE_JOB,
      handler: () => this.prune(),
      schedule: { cron: QUOTE_PRUNE_CRON },
      // One sweep covers everything there is to delete: never two at once, none piling up.
      policy: 'stately',
      retry: { limit: 2, delaySeconds: 300, backoff: true },
    });
  }

  async hold(configuration: ConfigurationInput, dealerId: number): Promise<QuoteRow> {
    const priced = this.calculator.dealerOffer(configuration, dealerId);
    if (!priced) {
      throw new AppException(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'DEALER_NOT_AVAILABLE',
        'Dieser Händler liefert die gewählte Bestellung derzeit nicht. Bitte wählen Sie ein anderes Angebot.',
      );
    }
    const { offer, request } = priced;
    return this.repository.insertQuote({
      countryId: request.countryId,
      productGroupId: request.productGroupId,
      dealerId,
      branchId: offer.branchId,
      configuration: plain(configuration),
      price: frozenPriceOf(offer, request),
      paymentOptionIds: [...offer.paymentOptionIds],
      monthlyRateCount: offer.monthlyRateCount,
      heldUntil: new Date(Date.now() + PRICE_HOLD_MINUTES * 60_000),
    });
  }

  /** Deletes the quotes whose hold ended more than QUOTE_RETENTION_HOURS ago and that no draft or order names. */
  async prune(): Promise<number> {
    const deleted = await this.repository.deleteStaleQuotes(
      new Date(Date.now() - QUOTE_RETENTION_HOURS * 3_600_000),
    );
    if (deleted > 0) this.logger.log(`pruned ${deleted} expired quotes`);
    return deleted;
  }
}

/**
 * The configuration as stored: plain objects instead of DTO instances, and the optional flags spelled out, so
 * the row holds a whole calculator configuration (an absent Cn or Ap means false).
 */
function plain(configuration: ConfigurationInput & { readonly Ap?: boolean }): CalculatorConfiguration {
  const { Product, Parameters, Cn = false, Ap = false, ...rest } = configuration;
  return { ...rest, Product: { ...Product }, Parameters: Parameters.map((p) => ({ ...p })), Cn, Ap };
}
