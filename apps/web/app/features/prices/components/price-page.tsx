import type { LocalPriceRangeOutput, PriceFaqOutput } from '@fuel/api-client';
import { countryById, formatPricePer100Units, formatQuantity, formatShortDate } from '@fuel/domain';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Breadcrumbs, CrossLinks } from '../../content';
import { useSite } from '../../../lib/site/site-provider';
import { priceCrumbs, priceHeading } from '../price-crumbs.util';
import type { PriceRange } from '../price-range.constant';
import { type PriceArea, localPriceRangeQuery, priceFaqQuery } from '../queries';
import { PriceCalculatorForm } from './price-calculator-form';
import { PriceChange } from './price-change';
import { PriceChart } from './price-chart';
import { PriceFactors } from './price-factors';
import { PriceFaq } from './price-faq';
import { PriceTable } from './price-table';
import { useApiClient } from '../../../lib/api/api-client-provider';

interface PricePageProps {
  readonly area: PriceArea;
  readonly range: PriceRange;
  /** The price pages' advert slot, under the table (the route passes it; it may render nothing). */
  readonly advert?: ReactNode;
}

/** Price overview of the site, a state, a county or a place (spec 1 §2, issue 6 point 3). */
export function PricePage({ area, range, advert }: PricePageProps) {
  const api = useApiClient();
  const site = useSite();
  const { data: page } = useSuspenseQuery(localPriceRangeQuery(api, site.countryId, area, range));
  if (!page) return null;
  const where = priceHeading(page, countryById(site.countryId).nameInSentence);
  const zipCode = page.Level === 'city' ? page.Link.split('/').at(-1) : undefined;
  return (
    <div className="container section price-page">
      <Breadcrumbs items={priceCrumbs(page)} />
      <h1>Heizölpreise {where}</h1>
      <TodayPrice page={page} />
      <PriceChart series={page.Series} range={range} path={page.Link} where={where} />
      <PriceTable rows={page.Rows} level={page.Level} where={where} />
      {advert}
      <PriceCalculatorForm zipCode={zipCode} where={where} />
      <PriceFactors />
      <AreaFaq area={area} where={where} />
      <CrossLinks path={page.Link} />
    </div>
  );
}

function TodayPrice({ page }: { readonly page: LocalPriceRangeOutput }) {
  const site = useSite();
  if (!page.Current) return <NoPrices level={page.Level} />;
  const { Current } = page;
  return (
    <section className="price-today" aria-label="Heutiger Durchschnittspreis">
      <p className="price-today__label">{`Durchschnittspreis am ${formatShortDate(Current.DateTime, site.code)}`}</p>
      <p className="price-today__value">{formatPricePer100Units(Current.Price, site.code)}</p>
      <p className="price-today__change">
        {Current.Change === undefined ? null : (
          <>
            <PriceChange cents={Current.Change} open={Current.Price - Current.Change} /> zum Vortag ·{' '}
          </>
        )}
        bei {formatQuantity(page.Amount, site.code)} l inkl. MwSt.
      </p>
    </section>
  );
}

const NO_PRICES_WHERE: Readonly<Record<string, string>> = {
  city: 'diesen Ort',
  county: 'diesen Kreis',
};

/**
 * No figure (issue 11 point 11): the API stores a place's price only from real offers there, so a place
 * nobody serves yet, or a day before the snapshot began, shows this instead of an estimate.
 */
export function NoPrices({ level }: { readonly level: string }) {
  return (
    <section className="price-today price-today--empty" aria-label="Heutiger Durchschnittspreis">
      <p>{`Für ${NO_PRICES_WHERE[level] ?? 'dieses Gebiet'} liegen noch keine Preise vor.`}</p>
      <p>
        Wir zeigen nur Durchschnittspreise aus echten Angeboten der Händler, die hierher liefern. Unter
        „Heizölpreise vergleichen“ berechnen Sie Ihr persönliches Angebot.
      </p>
    </section>
  );
}

function hasFaq(data: PriceFaqOutput | Record<string, never> | undefined): data is PriceFaqOutput {
  return data !== undefined && 'high3YDate' in data;
}

/** The FAQ of the page's area, from the area's daily prices of three years. */
function AreaFaq({ area, where }: { readonly area: PriceArea; readonly where: string }) {
  const api = useApiClient();
  const site = useSite();
  const { data } = useQuery(priceFaqQuery(api, site.countryId, area));
  return hasFaq(data) ? <PriceFaq faq={data} where={where} /> : null;
}
