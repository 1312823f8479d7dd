import type { OrderPriceOutput } from '@fuel/api-client';
import {
  type CountryId,
  formatPercent,
  formatPrice,
  formatPricePer100Units,
  formatQuantity,
} from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';

/**
 * The all-in price line by line: base price, every surcharge, net, VAT, total (spec: honest prices).
 * In the format of the site the price was made on (`countryId`, an order's own), by default the current.
 */
export function PriceBreakdown({
  price,
  countryId,
}: {
  readonly price: OrderPriceOutput;
  readonly countryId?: CountryId;
}) {
  const site = useSite();
  const code = countryId ?? site.code;
  // The engine splits the net exactly: base plus every surcharge line is the net total.
  const basePrice = price.Surcharges.reduce((rest, s) => rest - s.NetTotal, price.NetTotal);
  return (
    <table className="price-breakdown" aria-label="Preisaufstellung">
      <tbody>
        <tr>
          <th scope="row">
            {`${formatQuantity(price.Amount, code)} ${price.Unit} ${price.ProductName}`}
            {price.ClimateNeutral && ' (klimaneutral)'}
            <br />
            <small>{`Grundpreis ${formatPricePer100Units(price.BaseNetPer100, code, price.Unit)} netto`}</small>
          </th>
          <td>{formatPrice(basePrice, code)}</td>
        </tr>
        {price.Surcharges.map((surcharge) => (
          <tr key={`${surcharge.Kind}-${surcharge.OptionId ?? ''}`}>
            <th scope="row">{surcharge.Label}</th>
            <td>{formatPrice(surcharge.NetTotal, code)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Summe netto</th>
          <td>{formatPrice(price.NetTotal, code)}</td>
        </tr>
        <tr>
          <th scope="row">{`MwSt. ${formatPercent(price.VatRate, code)}`}</th>
          <td>{formatPrice(price.VatTotal, code)}</td>
        </tr>
        <tr className="price-breakdown__total">
          <th scope="row">Gesamtpreis inkl. MwSt.</th>
          <td data-testid="order-total">{formatPrice(price.GrossTotal, code)}</td>
        </tr>
        <tr>
          <th scope="row">Preis je 100 {price.Unit} inkl. MwSt.</th>
          <td>{formatPricePer100Units(price.GrossPer100, code, price.Unit)}</td>
        </tr>
      </tbody>
    </table>
  );
}
