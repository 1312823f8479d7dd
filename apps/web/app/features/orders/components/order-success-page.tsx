import type { OrderOutput } from '@fuel/api-client';
import { formatQuantity, formatShortDateTime } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import { PriceBreakdown } from './price-breakdown';

/** After placing: the order number, what was ordered and what happens next. */
export function OrderSuccessPage({ order }: { readonly order: OrderOutput }) {
  const { code } = useSite();
  return (
    <section className="checkout section" aria-labelledby="success-headline">
      <h1 id="success-headline">Vielen Dank für Ihre Bestellung</h1>
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          <div className="checkout-card">
            <p className="notice notice--info">
              Ihre Bestellnummer: <strong data-testid="order-number">{order.OrderNumber}</strong>
            </p>
            <h2>Wie geht es weiter?</h2>
            <p>
              Wir haben Ihnen eine Bestätigung per E-Mail geschickt. Der Händler bestätigt Ihnen den
              Liefertermin in der Regel innerhalb eines Werktags; auch darüber informieren wir Sie per E-Mail.
            </p>
          </div>
        </div>
        <aside className="checkout-layout__aside checkout-summary" aria-label="Ihre Bestellung">
          <h2 className="checkout-summary__title">Ihre Bestellung</h2>
          <dl className="checkout-summary__facts">
            <div>
              <dt>Bestellt am</dt>
              <dd>{formatShortDateTime(order.PlacedAt, code)}</dd>
            </div>
            <div>
              <dt>Händler</dt>
              <dd>{order.DealerName}</dd>
            </div>
            <div>
              <dt>Menge</dt>
              <dd>{`${formatQuantity(order.Price.Amount, code)} ${order.Price.Unit} ${order.Price.ProductName}`}</dd>
            </div>
            <div>
              <dt>Zahlung</dt>
              <dd>{order.Payment.Label}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{order.StatusLabel}</dd>
            </div>
          </dl>
          <PriceBreakdown price={order.Price} countryId={order.CountryId} />
        </aside>
      </div>
    </section>
  );
}
