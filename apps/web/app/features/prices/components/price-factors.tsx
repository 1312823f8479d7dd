import type { PriceFactorOutput, PriceFactorsOutput } from '@fuel/api-client';
import { formatShortDate, signed } from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { useSite } from '../../../lib/site/site-provider';
import { chartGeometry } from '../price-chart.util';
import { factorFormat, factorTone, shownFactors } from '../price-factors.util';
import { priceFactorsQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';

const SPARK = { width: 160, height: 40, left: 2, right: 6, top: 4, bottom: 4 };

function hasFactors(
  data: PriceFactorsOutput | Record<string, never> | undefined,
): data is PriceFactorsOutput {
  return data !== undefined && 'Factors' in data && data.Factors.length > 0;
}

/** The market drivers of the site (spec 1 §7) with their last 30 days; left out when the call fails. */
export function PriceFactors() {
  const api = useApiClient();
  const site = useSite();
  const { data } = useQuery(priceFactorsQuery(api, site.countryId));
  if (!hasFactors(data)) return null;
  return (
    <section className="price-factors section" aria-labelledby="price-factors-h">
      <h2 id="price-factors-h">Was den Heizölpreis bewegt</h2>
      <ul className="price-factors__list">
        {shownFactors(data.Factors, site.countryId).map((factor) => (
          <FactorCard key={factor.Id} factor={factor} />
        ))}
      </ul>
      {data.TimeStamp && (
        <p className="price-factors__note">{`Stand: ${formatShortDate(data.TimeStamp, site.code)}; Werte der letzten 30 Tage.`}</p>
      )}
    </section>
  );
}

function FactorCard({ factor }: { readonly factor: PriceFactorOutput }) {
  const site = useSite();
  const tone = factorTone(factor);
  // The sparkline reuses the chart geometry; its values are no money, so they are scaled to integers.
  const spark = chartGeometry(
    factor.Prices.map((p) => ({ DateTime: p.TimeStamp, Price: Math.round(p.Value * 10_000) })),
    SPARK,
    { price: () => '', date: () => '' },
    { y: 2, x: 2 },
  );
  const format = factorFormat(factor.Id);
  return (
    <li className={`price-factor price-factor--${tone}`}>
      <h3>{factor.Name}</h3>
      <p className="price-factor__value">
        {format(factor.Value, site.code)} <span>{factor.Unit}</span>
      </p>
      <p className="price-factor__change">
        {`${signed(factor.Change, format(Math.abs(factor.Change), site.code))} zum Vortag`}
        {factor.GrowthPositive && <span className="visually-hidden"> (ein Anstieg ist günstig)</span>}
      </p>
      <svg className="price-factor__spark" viewBox={`0 0 ${SPARK.width} ${SPARK.height}`} aria-hidden="true">
        <path d={spark.line} />
      </svg>
    </li>
  );
}
