import { type ProductGroupId, formatQuantity, formatShortDate, normalizeConfiguration } from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useSite } from '../../site/site-provider';
import { readCalculatorSearch } from '../calculator-search.util';
import { ORDER_QUERY_KEYS, offerListHref } from '../offer-links.util';
import { calculatorInitQuery } from '../queries';

/**
 * SLOT: the order process replaces this page. Until then it confirms which offer and configuration
 * arrived (the order variant of the query string plus dealerId and branchId).
 */
export function OrderParametersPlaceholder({ productGroupId }: { readonly productGroupId: ProductGroupId }) {
  const site = useSite();
  const [searchParams] = useSearchParams();
  const catalogue = useQuery(calculatorInitQuery(site.countryId, productGroupId)).data;
  const requested = readCalculatorSearch(searchParams, site.countryId, productGroupId).configuration;
  const configuration = catalogue ? normalizeConfiguration(requested, catalogue) : requested;
  const dealerId = searchParams.get(ORDER_QUERY_KEYS.dealerId);
  const branchId = searchParams.get(ORDER_QUERY_KEYS.branchId);
  const product = catalogue?.Products.find((p) => p.Id === configuration.Product.Id);
  const options = catalogue?.Groups.flatMap((g) => g.Parameters) ?? [];
  const optionLabels = configuration.Parameters.map((param) => {
    const label = options.find((option) => option.Id === param.Id)?.Label ?? String(param.Id);
    if (param.Modifier !== undefined) return `${label} (${param.Modifier} Monate)`;
    return param.DesiredDate ? `${label} (${formatShortDate(param.DesiredDate, site.code)})` : label;
  });

  return (
    <section className="container narrow-content section" aria-labelledby="order-parameters-headline">
      <h1 id="order-parameters-headline">Bestellparameter bestätigen</h1>
      <dl className="definition-list" data-testid="order-parameters">
        <dt>Gewähltes Angebot</dt>
        <dd>{dealerId && branchId ? `Händler ${dealerId}, Filiale ${branchId}` : 'kein Angebot gewählt'}</dd>
        <dt>Postleitzahl</dt>
        <dd>{configuration.ZipCode || '–'}</dd>
        <dt>Menge</dt>
        <dd>{`${formatQuantity(configuration.Amount, site.code)} ${catalogue?.Unit ?? 'l'}`}</dd>
        <dt>Produkt</dt>
        <dd>
          {product?.Name ?? configuration.Product.Id}
          {configuration.Product.ClimateNeutral && ', klimaneutral'}
        </dd>
        <dt>Abladestellen</dt>
        <dd>{configuration.Stations}</dd>
        <dt>Optionen</dt>
        <dd>{optionLabels.join(', ')}</dd>
      </dl>
      <p className="notice notice--info">
        Der Bestellprozess folgt in Kürze. Bis dahin können Sie Ihre Auswahl hier prüfen.
      </p>
      <Link to={offerListHref(site, configuration)}>Zurück zur Angebotsliste</Link>
    </section>
  );
}
