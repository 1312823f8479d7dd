import { HttpStatus, Injectable } from '@nestjs/common';
import {
  type CountryId,
  defaultConfiguration,
  optionById,
  productsOf,
  siteToday,
  UPSELLING_KEYS,
  type UpsellingKey,
} from '@fuel/domain';
import { AppException } from '../../core/http/error-response.js';
import type { CalculationResultOutput } from './dto/calculation-result.output.js';
import type { UpsellingEntryOutput } from './dto/upselling.output.js';
import { type ConfigurationInput, toOfferRequest } from './domain/configuration.js';
import type { Offer, OfferRequest } from './domain/market.types.js';
import { calculateOffers } from './domain/pricing.js';
import { MarketSnapshotService } from './market-snapshot.service.js';
import { toOfferOutput } from './offer.mapper.js';

/** How many nearby dealers make up the regional offers where nobody lists the postal code. */
const REGIONAL_OFFER_COUNT = 10;
const REGIONAL_MESSAGE =
  'Für Ihre Postleitzahl liegt uns noch kein direktes Händlerangebot vor. Die Preise stammen von Händlern aus ' +
  'Ihrer Region und sind Richtpreise; ob und wann geliefert werden kann, bestätigt der Händler vor dem Kauf.';
const NO_OFFER_MESSAGE =
  'Für diese Auswahl liefert derzeit kein Händler. Bitte ändern Sie Menge, Produkt oder Lieferoptionen.';

@Injectable()
export class CalculatorService {
  constructor(private readonly market: MarketSnapshotService) {}

  /** POST /api/kalkulation/berechnen: every eligible dealer offer, ranked by the all-in price. */
  calculate(input: ConfigurationInput): CalculationResultOutput {
    const request = this.toRequest(input);
    const snapshot = this.market.current;
    const serving = snapshot.servingBranches(request.countryId, input.ZipCode);
    if (serving.length > 0) {
      const { offers } = calculateOffers(serving, request);
      return {
        Items: offers.map((offer, i) => toOfferOutput(offer, request, i + 1, false)),
        HasDefaultOffers: false,
        ...(offers.length === 0 ? { Message: NO_OFFER_MESSAGE } : {}),
      };
    }
    const location = snapshot.location(request.countryId, input.ZipCode);
    const nearby = location
      ? snapshot.nearestBranches(
          request.countryId,
          location.latitude,
          location.longitude,
          REGIONAL_OFFER_COUNT,
        )
      : [];
    const { offers } = calculateOffers(nearby, request);
    return {
      Items: offers.map((offer, i) => toOfferOutput(offer, request, i + 1, true)),
      HasDefaultOffers: true,
      Message: offers.length > 0 ? REGIONAL_MESSAGE : NO_OFFER_MESSAGE,
    };
  }

  /**
   * POST /api/kalkulation/berechnen-default: the same for postal code and amount with every default option
   * of the site's catalogue (back-office overrides included).
   */
  calculateDefault(input: ConfigurationInput): CalculationResultOutput {
    const defaults = defaultConfiguration(input.CountryId, input.ProductGroupId);
    const groups = this.market.current.optionGroups(input.CountryId, input.ProductGroupId);
    return this.calculate({
      ...defaults,
      Parameters: groups.map((g) => ({ Id: g.defaultOptionId })),
      ZipCode: input.ZipCode,
      Amount: input.Amount,
      Stations: input.Stations,
    });
  }

  /** POST /api/kalkulation/upselling: what each alternative of one choice would cost against the current best. */
  upselling(input: ConfigurationInput, key: UpsellingKey): UpsellingEntryOutput[] {
    const request = this.toRequest(input);
    const current = this.bestOffer(request, input.ZipCode);
    if (!current) return [];
    return this.alternatives(request, key).flatMap(({ id, label, request: alternative, selected }) => {
      const best = this.bestOffer(alternative, input.ZipCode);
      if (!best) return [];
      return [
        {
          ForgeinId: id,
          Label: label,
          UnitPrice: best.grossPer100,
          TotalPrice: best.grossTotal,
          PriceDifference: best.grossTotal - current.grossTotal,
          Selected: selected,
        },
      ];
    });
  }

  private alternatives(request: OfferRequest, key: UpsellingKey) {
    const withOption = (id: number) => ({
      ...request,
      options: request.options.map((o) => (optionById(o.id)?.group === optionById(id)?.group ? { id } : o)),
    });
    switch (key) {
      case UPSELLING_KEYS.climateNeutral:
        return [false, true].map((on) => ({
          id: on ? 1 : 0,
          label: on ? 'klimaneutral' : 'Standard',
          request: { ...request, climateNeutral: on },
          selected: request.climateNeutral === on,
        }));
      case UPSELLING_KEYS.delivery: {
        const group = this.market.current
          .optionGroups(request.countryId, request.productGroupId)
          .find((g) => g.key === 'deliveryTime');
        if (!group) return [];
        return group.options
          .filter(
            (o) => group.selectableOptionIds.includes(o.definition.id) && !o.definition.takesDesiredDate,
          )
          .map(({ definition: { id }, label }) => ({
            id,
            label,
            request: withOption(id),
            selected: request.options.some((o) => o.id === id),
          }));
      }
      case UPSELLING_KEYS.product:
        return productsOf(request.countryId, request.productGroupId).map((p) => ({
          id: p.id,
          label: p.name,
          request: {
            ...request,
            productId: p.id,
            climateNeutral: request.climateNeutral && p.climateNeutralAvailable,
          },
          selected: p.id === request.productId,
        }));
      case UPSELLING_KEYS.stations:
        return [1, 2, 3, 4, 5].map((stations) => ({
          id: stations,
          label: stations === 1 ? '1 Abladestelle' : `${stations} Abladestellen`,
          request: { ...request, stations },
          selected: stations === request.stations,
        }));
    }
  }

  /**
   * The cheapest offer of one dealer for the configuration (its branches that serve the postal code), with
   * the validated request; undefined when the dealer does not deliver this configuration.
   */
  dealerOffer(
    input: ConfigurationInput,
    dealerId: number,
  ): { offer: Offer; request: OfferRequest } | undefined {
    const request = this.toRequest(input);
    const branches = this.market.current
      .servingBranches(request.countryId, input.ZipCode)
      .filter((branch) => branch.dealerId === dealerId);
    const offer = calculateOffers(branches, request).offers[0];
    return offer ? { offer, request } : undefined;
  }

  private bestOffer(request: OfferRequest, zipCode: string): Offer | undefined {
    return calculateOffers(this.market.current.servingBranches(request.countryId, zipCode), request)
      .offers[0];
  }

  private toRequest(input: ConfigurationInput): OfferRequest {
    const snapshot = this.market.current;
    const result = toOfferRequest(
      input,
      siteToday(input.CountryId),
      (countryId: CountryId, zipCode: string) => Boolean(snapshot.location(countryId, zipCode)),
      (countryId, productGroupId) => snapshot.catalogue(countryId, productGroupId),
    );
    if (!result.ok) {
      throw new AppException(
        HttpStatus.BAD_REQUEST,
        'VALIDATION_FAILED',
        result.problems.map((p) => p.message).join('; '),
        result.problems.map((p) => ({ field: p.field, messages: [p.message] })),
      );
    }
    return result.request;
  }
}
