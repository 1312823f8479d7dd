import type { OrderOutput } from '@fuel/api-client';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Card } from '../../../ui';
import { DEALER_ORDERS_PATH } from '../dealer-orders.constant';
import { orderStatusSummary } from '../order-format.util';
import { DealerOrderActions } from './dealer-order-actions';
import styles from './dealer-orders-page.module.css';
import { OrderDetails } from './order-details';
import { OrderStatusBadge } from './dealer-orders-page';

/** One order in the dealer portal: everything needed to deliver it, its history and the next action. */
export function DealerOrderPage({
  order,
  allDealers,
}: {
  readonly order: OrderOutput;
  readonly allDealers: boolean;
}) {
  const site = useSite();
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.orderPage} aria-labelledby="dealer-order-headline">
        <p>
          <Link to={siteHref(site, DEALER_ORDERS_PATH)}>
            <span aria-hidden="true">← </span>Alle Bestellungen
          </Link>
        </p>
        <div className={styles.cardHeader}>
          <h1 id="dealer-order-headline" className={styles.heading}>{`Bestellung ${order.OrderNumber}`}</h1>
          <OrderStatusBadge order={order} />
        </div>
        {allDealers && <p className={styles.dealer}>{`Händler: ${order.DealerName}`}</p>}
        <p className={styles.summary} data-testid="dealer-order-status">
          {orderStatusSummary(order)}
        </p>
        {order.AllowedActions.length > 0 && (
          <Card title="Nächster Schritt" tone="outlined" className={styles.nextStep}>
            <DealerOrderActions order={order} />
          </Card>
        )}
        <OrderDetails order={order} title="Bestelldaten" />
      </section>
    </div>
  );
}
