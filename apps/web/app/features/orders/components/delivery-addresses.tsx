import type { OrderOutput } from '@fuel/api-client';
import { formatQuantity } from '@fuel/domain';
import { AddressLines } from './address-lines';
import styles from './delivery-addresses.module.css';

/** Whether the order goes to several delivery points (each then shown with its amount). */
export function hasSeveralDeliveryPoints(order: OrderOutput): boolean {
  return order.DeliveryPoints.length > 1;
}

/**
 * Where an order is delivered: each delivery point with its amount when there are several, else the one
 * delivery address. Amounts in the format of the order's site.
 */
export function DeliveryAddresses({ order }: { readonly order: OrderOutput }) {
  if (!hasSeveralDeliveryPoints(order)) return <AddressLines address={order.DeliveryAddress} />;
  return (
    <ol className={styles.points}>
      {order.DeliveryPoints.map((point, i) => (
        <li key={i}>
          <AddressLines address={point.Address} />
          {`Menge: ${formatQuantity(point.Amount, order.CountryId)} ${order.Price.Unit}`}
        </li>
      ))}
    </ol>
  );
}
