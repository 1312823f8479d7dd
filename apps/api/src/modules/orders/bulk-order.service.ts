import { Injectable } from '@nestjs/common';
import { allocateProportionally, pricePer100Units } from '@fuel/domain';
import { notFound } from '../../core/http/not-found.js';
import { CalculatorService } from '../offers/index.js';
import type { BulkOrderCalculationOutput } from './dto/bulk-order-calculation.output.js';
import type { BulkOrderCalculationInput } from './dto/calculate-bulk-order.input.js';

/**
 * What each household of a group order pays. The delivery is priced as one order of the summed amount with
 * one station per household; the total is split in proportion to the amounts, to the cent. No offer → 404
 * (the client shows an empty result, spec 2 §8).
 */
@Injectable()
export class BulkOrderService {
  constructor(private readonly calculator: CalculatorService) {}

  calculate(input: BulkOrderCalculationInput): BulkOrderCalculationOutput {
    const { Households: households, DealerId: dealerId, ...configuration } = input;
    const amounts = households.map((h) => h.Amount);
    const whole = {
      ...configuration,
      Amount: amounts.reduce((a, b) => a + b, 0),
      Stations: households.length,
    };
    const result = this.calculator.calculate(whole);
    const offer = result.HasDefaultOffers
      ? undefined
      : result.Items.find((item) => dealerId === undefined || item.DealerId === dealerId);
    if (!offer) throw notFound('Für diese Sammelbestellung liegt kein Angebot vor.');
    const shares = allocateProportionally(offer.TotalPrice, amounts);
    return {
      DealerId: offer.DealerId,
      DealerName: offer.DealerName,
      Currency: offer.Currency,
      Amount: whole.Amount,
      TotalPrice: offer.TotalPrice,
      UnitPrice: offer.UnitPrice,
      Items: households.map((household, index) => ({
        Index: index,
        Name: household.Name?.trim() || null,
        Amount: household.Amount,
        TotalPrice: shares[index] ?? 0,
        UnitPrice: pricePer100Units(shares[index] ?? 0, household.Amount),
      })),
    };
  }
}
