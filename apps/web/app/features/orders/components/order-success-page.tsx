import type { OrderOutput } from '@fuel/api-client';
import { formatDeliveryWindow, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import { Alert, Card } from '../../../ui';
import { DeliveryAddresses, hasSeveralDeliveryPoints } from './delivery-addresses';
import { PriceBreakdown } from './price-breakdown';

/** After placing: the order number, what was ordered and what happens next. */
export function OrderSuccessPage({ order }: { readonly order: OrderOutput }) {
  const { code } = useSite();
  return (
    <section className="checkout section" aria-labelledby="success-headline">
      <h1 id="success-headline">Vielen Dank für Ihre Bestellung</h1>
      <div className="checkout-layout">
        <div className="checkout-layout__main">
          <Alert tone="success" title="Ihre Bestellung ist eingegangen." className="checkout-notice">
            Ihre Bestellnummer: <strong data-testid="order-number">{order.OrderNumber}</strong>
          </Alert>
          <Card title="Wie geht es weiter?">
            <ol className="checkout-next-steps">
              <li>Wir haben Ihnen eine Bestätigung per E-Mail geschickt.</li>
              <li>
                Der Händler bestätigt Ihnen den Liefertermin in der Regel innerhalb eines Werktags; auch
                darüber informieren wir Sie per E-Mail.
              </li>
              <li>Bezahlt wird wie gewählt: {order.Payment.Label}.</li>
            </ol>
          </Card>
          <Card title={hasSeveralDeliveryPoints(order) ? 'Abladestellen' : 'Lieferung an'}>
            <DeliveryAddresses order={order} />
          </Card>
        </div>
        <aside className="checkout-layout__aside" aria-label="Ihre Bestellung">
          <Card title="Ihre Bestellung" tone="muted" as="div" className="checkout-summary">
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
                <dt>Liefertermin</dt>
                <dd>
                  {formatDeliveryWindow(order.Price.EarliestDelivery, order.Price.LatestDelivery, code)}
                </dd>
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
          </Card>
        </aside>
      </div>
    </section>
  );
}
