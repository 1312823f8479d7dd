import { formatShortDateTime } from '@fuel/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ACCOUNT_PATHS } from '../../accounts';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { ratingOf } from '../customer-order.util';
import { orderStatusSummary } from '../order-format.util';
import { customerOrderQuery } from '../queries';
import { OrderDetails } from './order-details';
import { WithdrawOrder } from './withdraw-order';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** `/kunde/bestellungen/{orderId}`: one order of the customer, its status, the withdrawal and what was ordered. */
export function CustomerOrderPage({ orderId }: { readonly orderId: number }) {
  const api = useApiClient();
  const site = useSite();
  const { data: order } = useSuspenseQuery(customerOrderQuery(api, orderId));
  const rating = ratingOf(order);
  return (
    <section className="section narrow-content" aria-labelledby="customer-order-headline">
      <p>
        <Link to={siteHref(site, ACCOUNT_PATHS.orders)}>Alle Bestellungen</Link>
      </p>
      <h1 id="customer-order-headline">{`Bestellung ${order.OrderNumber}`}</h1>
      <p>{`Bestellt am ${formatShortDateTime(order.PlacedAt, order.CountryId)} Uhr bei ${order.DealerName}`}</p>
      <p className="notice notice--info" data-testid="customer-order-status">
        {orderStatusSummary(order)}
      </p>
      {rating && <p>{`Ihre Bewertung: ${rating}`}</p>}
      {order.AllowedActions.includes('rate') && (
        <p>
          Wie zufrieden waren Sie? Den Link zur Bewertung haben wir Ihnen mit der Lieferbestätigung per E-Mail
          geschickt.
        </p>
      )}
      <WithdrawOrder order={order} />
      <OrderDetails order={order} />
    </section>
  );
}
