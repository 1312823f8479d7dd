import type { OrderOutput } from '@fuel/api-client';
import { formatPrice, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import {
  DEALER_ORDERS_PATH,
  DEALER_STATUS_FILTERS,
  type DealerStatusFilter,
} from '../dealer-orders.constant';
import { formatDeliveryDate } from '../order-format.util';
import { DealerOrderActions } from './dealer-order-actions';
import { OrderStatusFilter } from './order-status-filter';

/** One order in the list: what, where, when, and the actions its status allows. */
function DealerOrder({ order }: { readonly order: OrderOutput }) {
  const site = useSite();
  const address = order.DeliveryAddress;
  return (
    <article className="card" aria-label={`Bestellung ${order.OrderNumber}`} data-testid="dealer-order">
      <h2>
        <Link to={siteHref(site, `${DEALER_ORDERS_PATH}/${order.OrderId}`)}>{order.OrderNumber}</Link>
        {` · ${order.StatusLabel}`}
      </h2>
      <p>
        {`${formatQuantity(order.Price.Amount, site.code)} ${order.Price.Unit} ${order.Price.ProductName}, ${formatPrice(order.Price.GrossTotal, site.code)}, bestellt ${formatShortDateTime(order.PlacedAt, site.code)}`}
        <br />
        {`${address.FirstName} ${address.LastName}, ${address.Street} ${address.HouseNumber}, ${address.ZipCode} ${address.City}`}
        {order.DeliveryDate && (
          <>
            <br />
            {`Liefertermin: ${formatDeliveryDate(order.DeliveryDate, site.code)}`}
          </>
        )}
      </p>
      <DealerOrderActions order={order} />
    </article>
  );
}

/** The dealer portal: the dealer's orders by status, with confirm, decline and delivered. */
export function DealerOrdersPage({
  dealerName,
  orders,
  status,
}: {
  readonly dealerName: string;
  readonly orders: OrderOutput[];
  readonly status: DealerStatusFilter | null;
}) {
  return (
    <section className="container section" aria-labelledby="dealer-orders-headline">
      <h1 id="dealer-orders-headline">Bestellungen</h1>
      <p data-testid="dealer-name">{dealerName}</p>
      <OrderStatusFilter path={DEALER_ORDERS_PATH} statuses={DEALER_STATUS_FILTERS} current={status} />
      {orders.length === 0 ? (
        <p>Keine Bestellungen.</p>
      ) : (
        orders.map((order) => <DealerOrder key={order.OrderId} order={order} />)
      )}
    </section>
  );
}
