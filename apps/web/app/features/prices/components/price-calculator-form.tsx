import { CALCULATOR_QUERY_KEYS, DEFAULT_AMOUNT, PRODUCT_GROUP_IDS, countryById } from '@fuel/domain';
import { useId } from 'react';
import { Form } from 'react-router';
import { productGroupPageHref } from '../../offers';
import { useSite } from '../../../lib/site/site-provider';
import { Button, NumberInput, TextInput } from '../../../ui';

/** Postal code and litres to the offer list: a plain GET form, prefilled with the page's place if it has one. */
export function PriceCalculatorForm({
  zipCode,
  where,
}: {
  readonly zipCode?: string;
  readonly where: string;
}) {
  const site = useSite();
  const id = useId();
  const country = countryById(site.countryId);
  return (
    <section className="price-calculator section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Heizölpreise {where} vergleichen</h2>
      <Form
        method="get"
        action={productGroupPageHref(site, { ProductGroupId: PRODUCT_GROUP_IDS.heatingOil }, 'angebotsliste')}
        className="price-calculator__form"
      >
        <label htmlFor={`${id}-zip`}>PLZ</label>
        <TextInput
          id={`${id}-zip`}
          name={CALCULATOR_QUERY_KEYS.zipCode}
          inputMode="numeric"
          pattern={country.zipPattern.source.replace(/^\^|\$$/g, '')}
          maxLength={country.zipLength}
          defaultValue={zipCode ?? ''}
          required
        />
        <label htmlFor={`${id}-amount`}>Liter</label>
        {/* The site's number format like the headings ('3.000', "3'000"); the offer list reads the digits. */}
        <NumberInput
          id={`${id}-amount`}
          name={CALCULATOR_QUERY_KEYS.amount}
          defaultValue={DEFAULT_AMOUNT}
          required
        />
        <Button type="submit">Angebote vergleichen</Button>
      </Form>
    </section>
  );
}
