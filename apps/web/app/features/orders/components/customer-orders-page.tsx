import { ORDER_STATUSES, type OrderStatus } from '@fuel/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '../../accounts';
import { customerOrdersQuery } from '../queries';
import { CustomerOrderList, NoOrders } from './customer-order-list';
import { OrderStatusFilter } from './order-status-filter';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** `/kunde/bestellungen`: the signed-in customer's orders, newest first, filtered by status. */
export function CustomerOrdersPage({ status }: { readonly status: OrderStatus | null }) {
  const api = useApiClient();
  const { data: orders } = useSuspenseQuery(customerOrdersQuery(api, status));
  return (
    <section className="section" aria-labelledby="customer-orders-headline">
      <h1 id="customer-orders-headline">Meine Bestellungen</h1>
      <OrderStatusFilter path={ACCOUNT_PATHS.orders} statuses={ORDER_STATUSES} current={status} />
      {orders.length > 0 ? <CustomerOrderList orders={orders} /> : <NoOrders status={status} />}
    </section>
  );
}
