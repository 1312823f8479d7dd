import type { OrderOutput } from '@fuel/api-client';
import { type OrderStatus, formatPrice, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Badge, type BadgeTone, EmptyState } from '../../../ui';
import {
  DEALER_ORDERS_PATH,
  DEALER_STATUS_FILTERS,
  type DealerStatusFilter,
} from '../dealer-orders.constant';
import { formatDeliveryDate } from '../order-format.util';
import { DealerOrderActions } from './dealer-order-actions';
import styles from './dealer-orders-page.module.css';
import { OrderStatusFilter } from './order-status-filter';

/** The status badge's colour: what still needs the dealer stands out. */
const STATUS_TONES: Readonly<Record<OrderStatus, BadgeTone>> = {
  placed: 'accent',
  confirmed: 'info',
  delivered: 'success',
  declined: 'danger',
  cancelled: 'neutral',
  rated: 'success',
};

export function OrderStatusBadge({ order }: { readonly order: OrderOutput }) {
  return <Badge tone={STATUS_TONES[order.Status]}>{order.StatusLabel}</Badge>;
}

/**
 * One order in the list: what, where, when, and the actions its status allows. Numbers and dates in the
 * format of the order's site (an admin's list mixes sites: a Swiss order stays in CHF), as on its own page.
 */
function DealerOrderCard({
  order,
  showDealer,
}: {
  readonly order: OrderOutput;
  readonly showDealer: boolean;
}) {
  const site = useSite();
  const orderSite = order.CountryId;
  const address = order.DeliveryAddress;
  return (
    <article className={styles.card} aria-labelledby={`order-${order.OrderId}`} data-testid="dealer-order">
      <header className={styles.cardHeader}>
        <h2 id={`order-${order.OrderId}`} className={styles.cardTitle}>
          <Link to={siteHref(site, `${DEALER_ORDERS_PATH}/${order.OrderId}`)}>
            {`Bestellung ${order.OrderNumber}`}
          </Link>
        </h2>
        <OrderStatusBadge order={order} />
      </header>
      <dl className={styles.facts}>
        {showDealer && (
          <div>
            <dt>Händler</dt>
            <dd>{order.DealerName}</dd>
          </div>
        )}
        <div>
          <dt>Produkt</dt>
          <dd>{`${formatQuantity(order.Price.Amount, orderSite)} ${order.Price.Unit} ${order.Price.ProductName}`}</dd>
        </div>
        <div>
          <dt>Gesamtpreis</dt>
          <dd>{formatPrice(order.Price.GrossTotal, orderSite)}</dd>
        </div>
        <div>
          <dt>Bestellt am</dt>
          <dd>{formatShortDateTime(order.PlacedAt, orderSite)}</dd>
        </div>
        <div>
          <dt>Lieferadresse</dt>
          <dd>
            {`${address.FirstName} ${address.LastName}`}
            <br />
            {`${address.Street} ${address.HouseNumber}, ${address.ZipCode} ${address.City}`}
          </dd>
        </div>
        {order.DeliveryDate && (
          <div>
            <dt>Liefertermin</dt>
            <dd>{formatDeliveryDate(order.DeliveryDate, orderSite)}</dd>
          </div>
        )}
      </dl>
      <DealerOrderActions order={order} />
    </article>
  );
}

/**
 * The dealer portal: the orders by status, newest first, with confirm, decline and delivered. `dealerName`
 * is null for an admin, who sees every dealer's orders, each naming its dealer.
 */
export function DealerOrdersPage({
  dealerName,
  orders,
  status,
}: {
  readonly dealerName: string | null;
  readonly orders: OrderOutput[];
  readonly status: DealerStatusFilter | null;
}) {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="dealer-orders-headline">
      <p className={styles.eyebrow}>Händlerportal</p>
      <h1 id="dealer-orders-headline" className={styles.heading}>
        Bestellungen
      </h1>
      <p className={styles.dealer} data-testid="dealer-name">
        {dealerName ?? 'Alle Händler (Administrator)'}
      </p>
      <OrderStatusFilter path={DEALER_ORDERS_PATH} statuses={DEALER_STATUS_FILTERS} current={status} />
      {orders.length === 0 ? (
        <EmptyState
          title="Keine Bestellungen"
          description={
            status ? 'In diesem Status liegt derzeit keine Bestellung vor.' : 'Noch keine Bestellungen.'
          }
        />
      ) : (
        <div className={styles.list}>
          {orders.map((order) => (
            <DealerOrderCard key={order.OrderId} order={order} showDealer={dealerName === null} />
          ))}
        </div>
      )}
    </section>
  );
}
