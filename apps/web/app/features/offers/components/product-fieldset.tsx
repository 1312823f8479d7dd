import type { CalculatorProductOutput } from '@fuel/api-client';
import { useId } from 'react';
import { ChoiceRadio } from './choice-radio';
import styles from './settings.module.css';

interface ProductFieldsetProps {
  readonly products: readonly CalculatorProductOutput[];
  readonly selectedId: number;
  readonly onSelect: (productId: number) => void;
  readonly prices?: ReadonlyMap<number, number>;
}

/** Product quality as radio buttons: exactly one product is selected. */
export function ProductFieldset({ products, selectedId, onSelect, prices }: ProductFieldsetProps) {
  const id = useId();
  return (
    <fieldset className={styles.group} id="settings-product">
      <legend>Produkt</legend>
      {products.map((product) => (
        <ChoiceRadio
          key={product.Id}
          id={`${id}-${product.Id}`}
          name={`${id}-product`}
          checked={product.Id === selectedId}
          onSelect={() => onSelect(product.Id)}
          label={
            <>
              <span
                className={`${styles.colour} ${styles[`colour-${product.ColourClass}`] ?? ''}`}
                aria-hidden="true"
              />
              {product.Name}
            </>
          }
          description={product.Description}
          difference={prices?.get(product.Id)}
        />
      ))}
    </fieldset>
  );
}
