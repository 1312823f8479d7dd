import type { CalculatorInitOutput, CalculatorProductOutput } from '@fuel/api-client';
import {
  type CalculatorConfiguration,
  type CalculatorParameter,
  type OptionGroupLookup,
  selectOption,
} from '@fuel/domain';

export function withProduct(config: CalculatorConfiguration, productId: number): CalculatorConfiguration {
  return { ...config, Product: { ...config.Product, Id: productId } };
}

export function withOption(
  config: CalculatorConfiguration,
  groupOfId: OptionGroupLookup,
  param: CalculatorParameter,
): CalculatorConfiguration {
  return { ...config, Parameters: selectOption(config.Parameters, groupOfId, param) };
}

export function withStations(config: CalculatorConfiguration, stations: number): CalculatorConfiguration {
  return { ...config, Stations: stations };
}

export interface SuperProduct {
  readonly baseId: number;
  readonly upsell: CalculatorProductOutput;
}

/** The super product switch: the site's default product and its premium upgrade, if the group has one. */
export function superProductOf(catalogue: CalculatorInitOutput): SuperProduct | undefined {
  const upsell = catalogue.Products.find((p) => p.IsUpselling && p.Quality === 'premium');
  return upsell ? { baseId: catalogue.ProductId, upsell } : undefined;
}
