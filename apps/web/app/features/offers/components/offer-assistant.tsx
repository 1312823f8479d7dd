import {
  type CalculatorConfiguration,
  type ProductGroupId,
  normalizeConfiguration,
  productGroupById,
} from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DeliveryChoices } from './delivery-choices';
import { ProductChoices } from './product-choices';
import { offerListHref } from '../offer-links.util';
import { calculatorInitQuery } from '../queries';
import { useSite } from '../../../lib/site/site-provider';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { useUrlCalculatorConfiguration } from '../hooks/use-url-calculator-configuration';
import { InlineCalculatorValidation } from './inline-calculator-validation';
import { ZipCodeAndAmountFields } from './zip-code-and-amount-fields';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { Button } from '../../../ui';
import styles from './offer-assistant.module.css';

const STEPS = ['Postleitzahl und Menge', 'Produkt und Klimaschutz', 'Lieferoptionen'] as const;
const LAST_STEP = STEPS.length;

/** The offer assistant: three guided steps that end on the offer list. */
export function OfferAssistant({ productGroupId }: { readonly productGroupId: ProductGroupId }) {
  const api = useApiClient();
  const site = useSite();
  const navigate = useNavigate();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const group = productGroupById(productGroupId);
  const catalogue = useQuery(calculatorInitQuery(api, site.countryId, productGroupId)).data;
  const fromUrl = useUrlCalculatorConfiguration(site.countryId, productGroupId);
  const form = useCalculatorForm({ countryId: site.countryId, productGroupId, configuration: fromUrl });
  const [step, setStep] = useState(1);
  const [choices, setChoices] = useState<CalculatorConfiguration>();
  const merged = { ...(choices ?? form.configuration), ZipCode: form.zipCode, Amount: form.amount };
  const configuration = catalogue ? normalizeConfiguration(merged, catalogue) : merged;

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1 && !form.submit()) return;
    if (step < LAST_STEP) setStep(step + 1);
    else void navigate(offerListHref(site, configuration));
  };

  return (
    <div className={`container narrow-content ${styles.page}`}>
      <h1>{`Angebotsassistent ${group?.name ?? ''}`}</h1>
      <ol className={styles.steps}>
        {STEPS.map((label, index) => (
          <li key={label} aria-current={index + 1 === step ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      <form className={styles.form} onSubmit={next} noValidate>
        <h2 ref={heading} tabIndex={-1}>{`Schritt ${step} von ${LAST_STEP}: ${STEPS[step - 1]}`}</h2>
        {step === 1 && (
          <div className={styles.fields}>
            <ZipCodeAndAmountFields
              form={form}
              id={id}
              unit={group?.unit ?? 'l'}
              amountLabel="Menge"
              errorsId={`${id}-errors`}
            />
            <InlineCalculatorValidation id={`${id}-errors`} countryId={site.countryId} form={form} />
          </div>
        )}
        {step > 1 && !catalogue && <p className="muted">Die Auswahl wird geladen …</p>}
        {step === 2 && catalogue && (
          <ProductChoices catalogue={catalogue} configuration={configuration} onChange={setChoices} />
        )}
        {step === 3 && catalogue && (
          <DeliveryChoices catalogue={catalogue} configuration={configuration} onChange={setChoices} />
        )}
        <div className={styles.actions}>
          {step > 1 && (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              Zurück
            </Button>
          )}
          <Button type="submit">{step < LAST_STEP ? 'Weiter' : 'Angebote anzeigen'}</Button>
        </div>
      </form>
    </div>
  );
}
