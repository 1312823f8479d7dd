import type { OrderOutput } from '@fuel/api-client';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { DEALER_ORDERS_PATH } from '../dealer-orders.constant';
import { orderStatusSummary } from '../order-format.util';
import { DealerOrderActions } from './dealer-order-actions';
import { OrderDetails } from './order-details';

/** One order in the dealer portal: everything needed to deliver it, its history and the next action. */
export function DealerOrderPage({ order }: { readonly order: OrderOutput }) {
  const site = useSite();
  return (
    <div className="container">
      <section className="section narrow-content" aria-labelledby="dealer-order-headline">
        <p>
          <Link to={siteHref(site, DEALER_ORDERS_PATH)}>Alle Bestellungen</Link>
        </p>
        <h1 id="dealer-order-headline">{`Bestellung ${order.OrderNumber}`}</h1>
        <p className="notice notice--info" data-testid="dealer-order-status">
          {orderStatusSummary(order)}
        </p>
        <DealerOrderActions order={order} />
        <OrderDetails order={order} />
      </section>
    </div>
  );
}
