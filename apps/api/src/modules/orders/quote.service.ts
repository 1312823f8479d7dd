import { HttpStatus, Injectable } from '@nestjs/common';
import type { QuoteConfiguration } from '@fuel/db';
import { AppException } from '../../core/http/error-response.js';
import { CalculatorService } from '../offers/calculator.service.js';
import type { ConfigurationInput } from '../offers/domain/configuration.js';
import { frozenPriceOf } from './order.mapper.js';
import { OrdersRepository, type QuoteRow } from './orders.repository.js';

/** How long a confirmed price holds for the order (stated on the confirm-parameters page). */
export const PRICE_HOLD_MINUTES = 30;

/** Prices one dealer's offer on the server and holds it: the price the order will be placed at. */
@Injectable()
export class QuoteService {
  constructor(
    private readonly calculator: CalculatorService,
    private readonly repository: OrdersRepository,
  ) {}

  async hold(configuration: ConfigurationInput, dealerId: number, now = new Date()): Promise<QuoteRow> {
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
      heldUntil: new Date(now.getTime() + PRICE_HOLD_MINUTES * 60_000),
    });
  }
}

/** The configuration as stored JSON (DTO instances become plain objects). */
function plain(configuration: ConfigurationInput): QuoteConfiguration {
  return JSON.parse(JSON.stringify(configuration)) as QuoteConfiguration;
}

export function configurationOf(quote: QuoteRow): ConfigurationInput {
  return quote.configuration as unknown as ConfigurationInput;
}
