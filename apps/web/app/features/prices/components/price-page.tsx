import type { LocalPriceRangeOutput, PriceFaqOutput } from '@fuel/api-client';
import { countryById, formatPricePer100Units, formatQuantity, formatShortDate } from '@fuel/domain';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Breadcrumbs } from '../../content/components/breadcrumbs';
import { CrossLinks } from '../../content/components/cross-links';
import { useSite } from '../../site/site-provider';
import { priceCrumbs, priceHeading } from '../price-crumbs.util';
import { type PriceFaqFigures, faqFiguresOf } from '../price-faq.util';
import { FAQ_RANGE, type PriceRange } from '../price-range.constant';
import { type PriceArea, localPriceRangeQuery, priceFaqQuery } from '../queries';
import { PriceCalculatorForm } from './price-calculator-form';
import { PriceChange } from './price-change';
import { PriceChart } from './price-chart';
import { PriceFactors } from './price-factors';
import { PriceFaq } from './price-faq';
import { PriceTable } from './price-table';

interface PricePageProps {
  readonly area: PriceArea;
  readonly range: PriceRange;
}

/** Price overview of the site, a state, a county or a place (spec 1 §2, issue 6 point 3). */
export function PricePage({ area, range }: PricePageProps) {
  const site = useSite();
  const { data: page } = useSuspenseQuery(localPriceRangeQuery(site.countryId, area, range));
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
      <PriceCalculatorForm zipCode={zipCode} where={where} />
      <PriceFactors />
      {page.Level === 'country' ? (
        <CountryFaq where={where} />
      ) : (
        <LocalFaq area={area} where={where} amount={page.Amount} />
      )}
      <CrossLinks path={page.Link} />
    </div>
  );
}

function TodayPrice({ page }: { readonly page: LocalPriceRangeOutput }) {
  const site = useSite();
  if (!page.Current) return <p>Für dieses Gebiet liegen noch keine Preise vor.</p>;
  const { Current } = page;
  return (
    <section className="price-today" aria-label="Heutiger Durchschnittspreis">
      <p className="price-today__label">{`Durchschnittspreis am ${formatShortDate(Current.DateTime, site.code)}`}</p>
      <p className="price-today__value">{formatPricePer100Units(Current.Price, site.code)}</p>
      <p className="price-today__change">
        <PriceChange cents={Current.Change} /> zum Vortag · bei {formatQuantity(page.Amount, site.code)} l
        inkl. MwSt.
      </p>
    </section>
  );
}

function hasFaq(data: PriceFaqOutput | Record<string, never> | undefined): data is PriceFaqOutput {
  return data !== undefined && 'high3YDate' in data;
}

function CountryFaq({ where }: { readonly where: string }) {
  const site = useSite();
  const { data } = useQuery(priceFaqQuery(site.countryId));
  if (!hasFaq(data)) return null;
  const figures: PriceFaqFigures = {
    highDate: data.high3YDate,
    highPrice: data.high3YPrice,
    lowDate: data.low3YDate,
    lowPrice: data.low3YPrice,
    currentDate: data.currentDate,
    currentPrice: data.currentPrice,
    averagePrice: data.average3YPrice,
  };
  return <PriceFaq figures={figures} where={where} amount={data.amount} />;
}

/** A region's FAQ from its own three-year series (weekly points plus today). */
function LocalFaq({
  area,
  where,
  amount,
}: {
  readonly area: PriceArea;
  readonly where: string;
  readonly amount: number;
}) {
  const site = useSite();
  const { data } = useQuery(localPriceRangeQuery(site.countryId, area, FAQ_RANGE));
  return <PriceFaq figures={data ? faqFiguresOf(data.Series) : undefined} where={where} amount={amount} />;
}
