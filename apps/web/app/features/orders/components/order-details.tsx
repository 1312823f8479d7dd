import type { OrderOutput } from '@fuel/api-client';
import { ORDER_STATUS_LABELS, formatDeliveryWindow, formatQuantity, formatShortDateTime } from '@fuel/domain';
import type { ReactNode } from 'react';
import { Card } from '../../../ui';
import { ORDER_ACTOR_LABELS } from '../dealer-orders.constant';
import { formatDeliveryDate } from '../order-format.util';
import { AddressLines } from './address-lines';
import { DeliveryAddresses, hasSeveralDeliveryPoints } from './delivery-addresses';
import { OrderStatusBadge } from './dealer-orders-page';
import { PriceBreakdown } from './price-breakdown';
import styles from './order-details.module.css';

/**
 * What the status badge does not say: the next step of a new order, else the delivery date, the reason of a
 * refusal or the delivered amount, in the format of the order's site.
 */
function statusDetail(order: OrderOutput): string | null {
  const site = order.CountryId;
  if (order.Status === 'placed') {
    return 'Der Händler bestätigt den Liefertermin in der Regel innerhalb eines Werktags; wir schreiben Ihnen dann.';
  }
  if (order.DeclineReason) return `Grund: ${order.DeclineReason}`;
  if (order.DeliveredAmount !== null) {
    return `Geliefert: ${formatQuantity(order.DeliveredAmount, site)} ${order.Price.Unit}`;
  }
  return order.DeliveryDate ? `Liefertermin ${formatDeliveryDate(order.DeliveryDate, site)}` : null;
}

/**
 * The head of an order's page for its customer or guest: number, status badge with what comes next, and
 * when and from whom it was ordered. `statusTestId` names the status line for the page's tests.
 */
export function OrderHeader({
  order,
  backLink,
  statusTestId,
}: {
  readonly order: OrderOutput;
  readonly backLink?: ReactNode;
  readonly statusTestId: string;
}) {
  const detail = statusDetail(order);
  return (
    <header className={styles.head}>
      {backLink && <p className={styles.back}>{backLink}</p>}
      <h1 className={styles.title}>
        Bestellung <span className={styles.number}>{order.OrderNumber}</span>
      </h1>
      <p className={styles.placed}>
        {`Aufgegeben am ${formatShortDateTime(order.PlacedAt, order.CountryId)} Uhr bei ${order.DealerName}`}
      </p>
      <p className={styles.status} data-testid={statusTestId}>
        <OrderStatusBadge order={order} />
        {/* Read as two words, though the flex gap alone would show them apart. */}
        {detail && <span>{` ${detail}`}</span>}
      </p>
    </header>
  );
}

/**
 * An order as placed: what, from whom, when, where and how it is paid in one card, the frozen price beside it
 * (below it on phones), and the history for the customer and the dealer. Numbers and dates in the format of
 * the order's site. `title` names the facts card for the reader (the customer's 'Ihre Bestellung'); `aside`
 * adds boxes under the price (e.g. the guest's way to an account).
 */
export function OrderDetails({
  order,
  title = 'Ihre Bestellung',
  history = true,
  aside,
}: {
  readonly order: OrderOutput;
  readonly title?: string;
  readonly history?: boolean;
  readonly aside?: ReactNode;
}) {
  const { Price: price, Payment: payment, CountryId: site } = order;
  const sameDay = price.EarliestDelivery === price.LatestDelivery;
  return (
    <div className={styles.columns}>
      <Card title={title} aria-label={title} className={styles.factsCard}>
        <dl className={styles.facts}>
          <div>
            <dt>Händler</dt>
            <dd>{order.DealerName}</dd>
          </div>
          <div>
            <dt>Produkt und Menge</dt>
            <dd>
              {`${formatQuantity(price.Amount, site)} ${price.Unit} ${price.ProductName}`}
              {price.ClimateNeutral && ' (klimaneutral)'}
            </dd>
          </div>
          <div>
            <dt>{sameDay ? 'Liefertermin laut Angebot' : 'Lieferzeitraum laut Angebot'}</dt>
            <dd data-testid="order-window">
              {formatDeliveryWindow(price.EarliestDelivery, price.LatestDelivery, site)}
            </dd>
          </div>
          {order.CompanyName && (
            <div>
              <dt>Firma</dt>
              <dd>{order.CompanyName}</dd>
            </div>
          )}
          <div>
            <dt>{hasSeveralDeliveryPoints(order) ? 'Abladestellen' : 'Lieferadresse'}</dt>
            <dd>
              <DeliveryAddresses order={order} />
              {order.InvoicePerStation && <p className={styles.note}>Eine Rechnung je Abladestelle.</p>}
            </dd>
          </div>
          {order.InvoiceAddress && (
            <div>
              <dt>Rechnungsadresse</dt>
              <dd>
                <AddressLines address={order.InvoiceAddress} />
              </dd>
            </div>
          )}
          <div>
            <dt>Zahlung</dt>
            <dd>
              {payment.Label}
              {payment.PaymentModifier ? ` in ${payment.PaymentModifier} Monatsraten` : null}
              {payment.IbanMasked && `, IBAN ${payment.IbanMasked}`}
              {payment.AccountHolder && `, Kontoinhaber ${payment.AccountHolder}`}
              {payment.MandateReference && `, Mandatsreferenz ${payment.MandateReference}`}
            </dd>
          </div>
        </dl>
      </Card>
      <div className={styles.side}>
        <Card title="Preis" tone="muted" aria-label="Preis">
          <PriceBreakdown price={price} countryId={site} />
        </Card>
        {aside}
      </div>
      {history && (
        <Card title="Verlauf" tone="outlined" className={styles.historyCard}>
          <ol className={styles.history}>
            {order.Events.map((event, i) => (
              <li key={i}>
                <time dateTime={event.At} className={styles.when}>
                  {`${formatShortDateTime(event.At, site)} Uhr`}
                </time>
                <span>
                  {`${ORDER_STATUS_LABELS[event.To]} (${ORDER_ACTOR_LABELS[event.Actor]})`}
                  {event.Note && ` – ${event.Note}`}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
}
