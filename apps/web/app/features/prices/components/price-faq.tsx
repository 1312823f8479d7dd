import type { PriceFaqOutput } from '@fuel/api-client';
import { formatPrice, formatPricePer100Units, formatQuantity, formatShortDate } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';

interface PriceFaqProps {
  readonly faq: PriceFaqOutput;
  readonly where: string;
}

/** Days after the date three years back that the first stored day may lie and still count as "three years". */
const THREE_YEARS_SLACK_DAYS = 7;

/**
 * "in den letzten drei Jahren" when the figures cover three years, else "seit dem 02.10.2026": an area priced
 * for a few months has no three-year high.
 */
export function faqPeriod(
  faq: Pick<PriceFaqOutput, 'firstDate' | 'currentDate'>,
  date: (iso: string) => string,
) {
  const threeYearsBack = new Date(faq.currentDate);
  threeYearsBack.setUTCFullYear(threeYearsBack.getUTCFullYear() - 3);
  const covered = Date.parse(faq.firstDate) - threeYearsBack.getTime() <= THREE_YEARS_SLACK_DAYS * 86_400_000;
  return covered
    ? { span: 'in den letzten drei Jahren', mean: 'Der Durchschnitt der letzten drei Jahre' }
    : {
        span: `seit dem ${date(faq.firstDate)}`,
        mean: `Der Durchschnitt seit dem ${date(faq.firstDate)}`,
      };
}

/**
 * Questions visitors ask, answered from up to three years of prices (high, low, today, mean); the API gives
 * the figures only for an area with enough stored days, so the page leaves the section out before that.
 */
export function PriceFaq({ faq, where }: PriceFaqProps) {
  const site = useSite();
  const per100 = (cents: number) => formatPricePer100Units(cents, site.code);
  const date = (iso: string) => formatShortDate(iso, site.code);
  const period = faqPeriod(faq, date);
  const versusAverage = Math.round(((faq.currentPrice - faq.average3YPrice) / faq.average3YPrice) * 100);
  return (
    <section className="price-faq section" aria-labelledby="price-faq-h">
      <h2 id="price-faq-h">Häufige Fragen zum Heizölpreis {where}</h2>
      <h3>{`Wie viel kostet Heizöl heute ${where}?`}</h3>
      <p>
        {`Am ${date(faq.currentDate)} kosten 100 Liter Heizöl ${where} durchschnittlich ` +
          `${formatPrice(faq.currentPrice, site.code)} (bei ${formatQuantity(faq.amount, site.code)} l Abnahme, ` +
          `inkl. MwSt.). ${formatQuantity(faq.amount, site.code)} Liter kosten damit rund ${formatPrice(faq.currentTotalPrice, site.code)}.`}
      </p>
      <h3>{`Wann war Heizöl ${period.span} am teuersten?`}</h3>
      <p>{`Am ${date(faq.high3YDate)}: ${per100(faq.high3YPrice)}.`}</p>
      <h3>{`Wann war Heizöl ${period.span} am günstigsten?`}</h3>
      <p>{`Am ${date(faq.low3YDate)}: ${per100(faq.low3YPrice)}.`}</p>
      <h3>Ist Heizöl gerade günstig?</h3>
      <p>
        {`${period.mean} liegt bei ${per100(faq.average3YPrice)}; ` +
          (versusAverage === 0
            ? 'der heutige Preis liegt etwa auf diesem Niveau.'
            : `der heutige Preis liegt ${Math.abs(versusAverage)} % ${versusAverage < 0 ? 'darunter' : 'darüber'}.`)}
      </p>
      {faq.yearAgoPrice !== undefined && (
        <>
          <h3>Ist Heizöl heute teurer als vor einem Jahr?</h3>
          <p>{yearOnYear(faq.currentPrice, faq.yearAgoPrice, per100)}</p>
        </>
      )}
    </section>
  );
}

function yearOnYear(now: number, yearAgo: number, per100: (cents: number) => string): string {
  if (now === yearAgo) return `Nein, vor einem Jahr kosteten 100 Liter ebenfalls ${per100(yearAgo)}.`;
  const answer = now > yearAgo ? 'Ja' : 'Nein, es ist günstiger';
  return `${answer}: vor einem Jahr kosteten 100 Liter ${per100(yearAgo)}, heute ${per100(now)}.`;
}
