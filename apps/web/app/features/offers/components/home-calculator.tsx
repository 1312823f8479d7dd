import { productGroupById } from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { offerListHref, productGroupPageHref } from '../offer-links.util';
import { calculatorInitQuery } from '../queries';
import { useSite } from '../../../lib/site/site-provider';
import { PRODUCT_GROUP_SEARCH_KEY, homeProductGroup } from '../calculator-settings.util';
import { clearCalculatorSettings } from '../calculator-storage.util';
import { useCalculatorForm } from '../hooks/use-calculator-form';
import { useStoredCalculatorSettings } from '../hooks/use-stored-calculator-settings';
import { useUrlCalculatorConfiguration } from '../hooks/use-url-calculator-configuration';
import { CalculatorQueryFields } from './calculator-query-fields';
import { InlineCalculatorValidation } from './inline-calculator-validation';
import { ProductGroupTabs } from './product-group-tabs';
import { StationsSelect } from './stations-select';
import { ZipCodeAndAmountFields } from './zip-code-and-amount-fields';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { Button } from '../../../ui';
import styles from './home-calculator.module.css';

const VISIBLE_FIELDS = ['zipCode', 'amount', 'stations'];

/**
 * The home page calculator: product group, PLZ, amount and delivery points, then the offer list. A
 * plain GET form underneath, so it also works before (or without) JavaScript.
 */
export function HomeCalculator() {
  const api = useApiClient();
  const site = useSite();
  const navigate = useNavigate();
  const id = useId();
  const [searchParams] = useSearchParams();
  const stored = useStoredCalculatorSettings(site.countryId);
  const groupId = homeProductGroup(searchParams.get(PRODUCT_GROUP_SEARCH_KEY), stored);
  const group = productGroupById(groupId);
  const fromUrl = useUrlCalculatorConfiguration(site.countryId, groupId);
  const form = useCalculatorForm({
    countryId: site.countryId,
    productGroupId: groupId,
    configuration: fromUrl,
  });
  const stationChoices = useQuery(calculatorInitQuery(api, site.countryId, groupId)).data?.StationList;
  const [stations, setStations] = useState<number>();
  const configuration = { ...form.configuration, Stations: stations ?? form.configuration.Stations };
  const errorsId = `${id}-errors`;
  const zipCodeInput = useRef<HTMLInputElement>(null);
  const amountInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.submit()) void navigate(offerListHref(site, configuration));
    else (form.zipCodeHasError ? zipCodeInput : amountInput).current?.focus();
  };

  const clearSettings = () => {
    clearCalculatorSettings();
    form.resetInput();
    setStations(undefined);
  };

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-headline`}>
      <h2 id={`${id}-headline`} className={styles.headline}>
        Preisrechner
      </h2>
      <ProductGroupTabs selectedId={groupId} />
      <form
        className={styles.form}
        method="get"
        action={productGroupPageHref(site, configuration, 'angebotsliste')}
        onSubmit={submit}
        noValidate
      >
        <ZipCodeAndAmountFields
          form={form}
          id={id}
          unit={group?.unit ?? 'l'}
          amountLabel="Menge"
          errorsId={errorsId}
          zipCodeRef={zipCodeInput}
          amountRef={amountInput}
        />
        <StationsSelect
          id={`${id}-stations`}
          choices={stationChoices}
          value={configuration.Stations}
          onChange={setStations}
        />
        <CalculatorQueryFields configuration={configuration} omit={VISIBLE_FIELDS} />
        <Button type="submit">Preise vergleichen</Button>
      </form>
      <InlineCalculatorValidation id={errorsId} countryId={site.countryId} form={form} />
      <p className={styles.assistant}>
        Unsicher, welche Optionen Sie brauchen?{' '}
        <Link to={productGroupPageHref(site, configuration, 'angebotsassistent')}>
          Zum Angebotsassistenten
        </Link>
      </p>
      {stored && (
        <p className={styles.stored}>
          Ihre letzten Eingaben sind gespeichert.{' '}
          <Button variant="link" onClick={clearSettings}>
            Einstellungen löschen
          </Button>
        </p>
      )}
    </section>
  );
}
