import { formatPrice, formatPricePer100Units, formatQuantity, formatShortDate } from '@fuel/domain';
import { useSite } from '../../site/site-provider';
import type { PriceFaqFigures } from '../price-faq.util';

interface PriceFaqProps {
  readonly figures: PriceFaqFigures | undefined;
  readonly where: string;
  /** Litres the prices are for. */
  readonly amount: number;
}

/** Questions visitors ask, answered from three years of prices (high, low, today, mean). */
export function PriceFaq({ figures, where, amount }: PriceFaqProps) {
  const site = useSite();
  if (!figures) return null;
  const per100 = (cents: number) => formatPricePer100Units(cents, site.code);
  const date = (iso: string) => formatShortDate(iso, site.code);
  const total = Math.round((figures.currentPrice * amount) / 100);
  const versusAverage = Math.round(
    ((figures.currentPrice - figures.averagePrice) / figures.averagePrice) * 100,
  );
  return (
    <section className="price-faq section" aria-labelledby="price-faq-h">
      <h2 id="price-faq-h">Häufige Fragen zum Heizölpreis {where}</h2>
      <h3>{`Wie viel kostet Heizöl heute ${where}?`}</h3>
      <p>
        {`Am ${date(figures.currentDate)} kosten 100 Liter Heizöl ${where} durchschnittlich ` +
          `${formatPrice(figures.currentPrice, site.code)} (bei ${formatQuantity(amount, site.code)} l Abnahme, ` +
          `inkl. MwSt.). ${formatQuantity(amount, site.code)} Liter kosten damit rund ${formatPrice(total, site.code)}.`}
      </p>
      <h3>Wann war Heizöl in den letzten drei Jahren am teuersten?</h3>
      <p>{`Am ${date(figures.highDate)}: ${per100(figures.highPrice)}.`}</p>
      <h3>Wann war Heizöl in den letzten drei Jahren am günstigsten?</h3>
      <p>{`Am ${date(figures.lowDate)}: ${per100(figures.lowPrice)}.`}</p>
      <h3>Ist Heizöl gerade günstig?</h3>
      <p>
        {`Der Durchschnitt der letzten drei Jahre liegt bei ${per100(figures.averagePrice)}; ` +
          (versusAverage === 0
            ? 'der heutige Preis liegt etwa auf diesem Niveau.'
            : `der heutige Preis liegt ${Math.abs(versusAverage)} % ${versusAverage < 0 ? 'darunter' : 'darüber'}.`)}
      </p>
    </section>
  );
}
