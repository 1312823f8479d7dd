import { formatShortDateTime } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { formatDeliveryDate } from '../order-format.util';
import type { OrderParametersData } from '../order-parameters.server';
import { QUOTE_QUERY_KEY } from '../order-steps.constant';
import { PriceBreakdown } from './price-breakdown';

/** Confirm parameters: the held all-in price of the chosen offer, then on into the order. */
export function OrderParametersPage({ data }: { readonly data: OrderParametersData }) {
  const site = useSite();
  if (!data.ok) {
    return (
      <section className="container narrow-content section" aria-labelledby="order-parameters-headline">
        <h1 id="order-parameters-headline">Bestellparameter bestätigen</h1>
        <p className="notice notice--error" role="alert">
          {data.message}
        </p>
        <Link to={siteHref(site, `/${data.productGroup}/angebotsliste`)}>Zurück zur Angebotsliste</Link>
      </section>
    );
  }
  const { quote } = data;
  const next = siteHref(site, `/${data.productGroup}/bestellung?${QUOTE_QUERY_KEY}=${quote.QuoteId}`);
  return (
    <section className="container narrow-content section" aria-labelledby="order-parameters-headline">
      <h1 id="order-parameters-headline">Bestellparameter bestätigen</h1>
      <p>
        <strong>{quote.Price.DealerName}</strong>
        <br />
        {`Lieferung nach ${quote.ZipCode}, voraussichtlich ${formatDeliveryDate(quote.Price.EarliestDelivery, site.code)} bis ${formatDeliveryDate(quote.Price.LatestDelivery, site.code)}`}
        {quote.Stations > 1 && `, ${quote.Stations} Abladestellen`}
      </p>
      <PriceBreakdown price={quote.Price} />
      <p className="notice notice--info" data-testid="price-held-until">
        {`Dieser Preis ist für Sie garantiert bis ${formatShortDateTime(quote.HeldUntil, site.code)} Uhr.`}
      </p>
      <p>
        <a className="button" href={next}>
          Weiter zur Bestellung
        </a>
      </p>
      <Link to={siteHref(site, `/${data.productGroup}/angebotsliste`)}>Anderes Angebot wählen</Link>
    </section>
  );
}
