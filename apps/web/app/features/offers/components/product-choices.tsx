import type { CalculatorInitOutput } from '@fuel/api-client';
import {
  CLIMATE_NEUTRAL_CHOICE_IDS,
  type CalculatorConfiguration,
  UPSELLING_KEYS,
  setClimateNeutral,
  toggleUpsellEntry,
} from '@fuel/domain';
import { superProductOf, withProduct } from '../configuration-change.util';
import type { UpsellPrices } from '../hooks/use-upsell-prices';
import { ProductFieldset } from './product-fieldset';
import { UpsellToggle } from './upsell-toggle';

interface ProductChoicesProps {
  readonly catalogue: CalculatorInitOutput;
  readonly configuration: CalculatorConfiguration;
  readonly onChange: (next: CalculatorConfiguration) => void;
  readonly prices?: UpsellPrices;
}

/** Product, the super-product switch and the climate-neutral switch. */
export function ProductChoices({ catalogue, configuration, onChange, prices }: ProductChoicesProps) {
  const productId = configuration.Product.Id;
  const product = catalogue.Products.find((p) => p.Id === productId);
  const superProduct = superProductOf(catalogue);
  const climateNeutral = catalogue.ClimateNeutralList.find(
    (choice) => choice.Id === CLIMATE_NEUTRAL_CHOICE_IDS.climateNeutral,
  );
  const productPrices = prices?.get(UPSELLING_KEYS.product);
  return (
    <>
      {superProduct && (
        <UpsellToggle
          label={`${superProduct.upsell.Name} wählen`}
          description={superProduct.upsell.Description}
          checked={productId === superProduct.upsell.Id}
          onToggle={() =>
            onChange(
              withProduct(
                configuration,
                toggleUpsellEntry(productId, superProduct.baseId, superProduct.upsell.Id),
              ),
            )
          }
          difference={productPrices?.get(superProduct.upsell.Id)}
        />
      )}
      {climateNeutral && (
        <UpsellToggle
          label={climateNeutral.Label}
          description="Die CO₂-Emissionen der Lieferung und Verbrennung werden über Klimaschutzprojekte ausgeglichen."
          checked={configuration.Product.ClimateNeutral}
          onToggle={() => onChange(setClimateNeutral(configuration, !configuration.Product.ClimateNeutral))}
          difference={prices?.get(UPSELLING_KEYS.climateNeutral)?.get(climateNeutral.Id)}
          disabled={product ? !product.ClimateNeutralAvailable : false}
        />
      )}
      <ProductFieldset
        products={catalogue.Products}
        selectedId={productId}
        onSelect={(id) => onChange(withProduct(configuration, id))}
        prices={productPrices}
      />
    </>
  );
}
