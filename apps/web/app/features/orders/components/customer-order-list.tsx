import type { OrderOutput } from '@fuel/api-client';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  formatPrice,
  formatQuantity,
  formatShortDate,
} from '@fuel/domain';
import { Link } from 'react-router';
import { ACCOUNT_PATHS } from '../../accounts';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import styles from './customer-order-list.module.css';

/**
 * The customer's orders as a table, each linking to its page; in the format of each order's site. On
 * narrow screens each order is a block of labelled lines (`data-label`).
 */
export function CustomerOrderList({ orders }: { readonly orders: readonly OrderOutput[] }) {
  const site = useSite();
  return (
    <div className={styles.wrap}>
      <table aria-label="Ihre Bestellungen" className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Bestellung</th>
            <th scope="col">Datum</th>
            <th scope="col">Produkt</th>
            <th scope="col">Menge</th>
            <th scope="col">Händler</th>
            <th scope="col">Gesamtpreis</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {orders.map(({ OrderId, OrderNumber, CountryId, PlacedAt, Price, DealerName, StatusLabel }) => (
            <tr key={OrderId} data-testid="customer-order">
              <th scope="row">
                <Link to={siteHref(site, `${ACCOUNT_PATHS.orders}/${OrderId}`)}>{OrderNumber}</Link>
              </th>
              <td data-label="Datum" className={styles.nowrap}>
                {formatShortDate(PlacedAt, CountryId)}
              </td>
              <td data-label="Produkt">{`${Price.ProductName}${Price.ClimateNeutral ? ' (klimaneutral)' : ''}`}</td>
              <td data-label="Menge" className={styles.number}>
                {`${formatQuantity(Price.Amount, CountryId)} ${Price.Unit}`}
              </td>
              <td data-label="Händler">{DealerName}</td>
              <td data-label="Gesamtpreis" className={styles.number}>
                {formatPrice(Price.GrossTotal, CountryId)}
              </td>
              <td data-label="Status">{StatusLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the list shows without orders: none at all, or none in the chosen status. */
export function NoOrders({ status }: { readonly status: OrderStatus | null }) {
  const site = useSite();
  if (status) return <p>{`Keine Bestellungen im Status „${ORDER_STATUS_LABELS[status]}“.`}</p>;
  return (
    <p>
      Sie haben noch keine Bestellungen. <Link to={siteHref(site, '/')}>Jetzt Preise vergleichen</Link>
    </p>
  );
}
