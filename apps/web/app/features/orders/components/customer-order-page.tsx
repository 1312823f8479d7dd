import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ACCOUNT_PATHS } from '../../accounts';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { Alert } from '../../../ui';
import { ratingOf } from '../customer-order.util';
import { customerOrderQuery } from '../queries';
import { OrderDetails, OrderHeader } from './order-details';
import { WithdrawOrder } from './withdraw-order';
import styles from './customer-order-page.module.css';

/** `/kunde/bestellungen/{orderId}`: one order of the customer, its status, the withdrawal and what was ordered. */
export function CustomerOrderPage({ orderId }: { readonly orderId: number }) {
  const api = useApiClient();
  const site = useSite();
  const { data: order } = useSuspenseQuery(customerOrderQuery(api, orderId));
  const rating = ratingOf(order);
  return (
    <div className={styles.page}>
      <OrderHeader
        order={order}
        statusTestId="customer-order-status"
        backLink={
          <Link to={siteHref(site, ACCOUNT_PATHS.orders)}>
            <span aria-hidden="true">← </span>Alle Bestellungen
          </Link>
        }
      />
      {rating && <Alert tone="success">{`Ihre Bewertung: ${rating}`}</Alert>}
      {order.AllowedActions.includes('rate') && (
        <Alert title="Wie zufrieden waren Sie?">
          Den Link zur Bewertung haben wir Ihnen mit der Lieferbestätigung per E-Mail geschickt.
        </Alert>
      )}
      <WithdrawOrder order={order} />
      <OrderDetails order={order} />
    </div>
  );
}
