import { Injectable } from '@nestjs/common';
import {
  type CountryId,
  defaultProductOf,
  type ProductGroupId,
  productGroupById,
  productsOf,
  siteSpelling,
} from '@fuel/domain';
import type { CalculatorInitOutput, ChoiceOutput } from './dto/calculator-init.output.js';
import { MarketSnapshotService } from './market-snapshot.service.js';

const MAX_STATIONS = 5;

/**
 * GET /api/kalkulation/init: the option catalogue (back-office overrides included), products and choices of
 * one site and product group.
 */
@Injectable()
export class CalculatorCatalogueService {
  constructor(private readonly market: MarketSnapshotService) {}

  init(countryId: CountryId, productGroupId: ProductGroupId): CalculatorInitOutput {
    const group = productGroupById(productGroupId);
    if (!group) throw new Error(`unknown product group ${productGroupId}`);
    const products = productsOf(countryId, productGroupId);
    const climateNeutral = products.some((p) => p.climateNeutralAvailable);
    const spell = (text: string) => siteSpelling(text, countryId);
    return {
      Groups: this.market.current
        .optionGroups(countryId, productGroupId)
        .filter((g) => g.offered)
        .map((g) => ({
          Id: g.id,
          Key: g.key,
          Label: spell(g.label),
          Parameters: g.options
            .filter((o) => o.offered)
            .map(({ definition: option, label, description }) => ({
              Id: option.id,
              Key: option.key,
              Label: spell(label),
              Description: spell(description),
              Selected: option.id === g.defaultOptionId,
              Modifier: option.defaultModifier ?? null,
              ...(option.allowedModifiers ? { AllowedModifiers: [...option.allowedModifiers] } : {}),
              DesiredDate: option.takesDesiredDate === true,
              IsUpselling: option.isUpselling,
              Upselling: option.isUpselling ? spell(description) : null,
            })),
        })),
      Products: products.map((p) => ({
        Id: p.id,
        Name: p.name,
        Description: p.description,
        Quality: p.quality,
        ColourClass: p.colourClass,
        IsDefault: p.isDefault,
        IsUpselling: p.quality !== 'standard',
        ClimateNeutralAvailable: p.climateNeutralAvailable,
      })),
      ClimateNeutralList: [
        choice(0, 'Standard', true, false),
        ...(climateNeutral ? [choice(1, 'klimaneutral (CO₂-kompensiert)', false, true)] : []),
      ],
      StationList: Array.from({ length: MAX_STATIONS }, (_, i) =>
        choice(i + 1, i === 0 ? '1 Abladestelle' : `${i + 1} Abladestellen`, i === 0, false),
      ),
      ProductId: defaultProductOf(countryId, productGroupId).id,
      AppointmentPlus: false,
      Unit: group.unit,
      MinAmount: group.minAmount,
      MaxAmount: group.maxAmount,
      DefaultAmount: group.defaultAmount,
    };
  }
}

function choice(Id: number, Label: string, Selected: boolean, IsUpselling: boolean): ChoiceOutput {
  return { Id, Label, Selected, IsUpselling };
}
