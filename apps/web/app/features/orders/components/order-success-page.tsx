import type { OrderOutput } from '@fuel/api-client';
import { formatPrice, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';

/** After placing: the order number, what was ordered and what happens next. */
export function OrderSuccessPage({ order }: { readonly order: OrderOutput }) {
  const { code } = useSite();
  return (
    <section className="narrow-content section" aria-labelledby="success-headline">
      <h1 id="success-headline">Vielen Dank für Ihre Bestellung</h1>
      <p className="notice notice--info">
        Ihre Bestellnummer: <strong data-testid="order-number">{order.OrderNumber}</strong>
      </p>
      <dl className="definition-list">
        <dt>Bestellt am</dt>
        <dd>{formatShortDateTime(order.PlacedAt, code)}</dd>
        <dt>Händler</dt>
        <dd>{order.DealerName}</dd>
        <dt>Menge</dt>
        <dd>{`${formatQuantity(order.Price.Amount, code)} ${order.Price.Unit} ${order.Price.ProductName}`}</dd>
        <dt>Gesamtpreis</dt>
        <dd>{formatPrice(order.Price.GrossTotal, code)}</dd>
        <dt>Zahlung</dt>
        <dd>{order.Payment.Label}</dd>
        <dt>Status</dt>
        <dd>{order.StatusLabel}</dd>
      </dl>
      <h2>Wie geht es weiter?</h2>
      <p>
        Wir haben Ihnen eine Bestätigung per E-Mail geschickt. Der Händler bestätigt Ihnen den Liefertermin in
        der Regel innerhalb eines Werktags; auch darüber informieren wir Sie per E-Mail.
      </p>
    </section>
  );
}
