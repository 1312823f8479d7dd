import {
  type OrderOutput,
  confirmDealerOrder,
  declineDealerOrder,
  markDealerOrderDelivered,
} from '@fuel/api-client';
import {
  ORDER_STATUS_LABELS,
  formatPrice,
  formatQuantity,
  formatShortDateTime,
  siteToday,
} from '@fuel/domain';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { apiBaseUrl } from '../../api/api-base-url';
import { MutationFeedback } from '../../account/components/mutation-feedback';
import { useSite } from '../../site/site-provider';
import { siteHref } from '../../site/site-links.util';
import { DEALER_STATUS_FILTERS, type DealerStatusFilter } from '../dealer-orders.constant';

type Action =
  | { kind: 'confirm'; DeliveryDate: string }
  | { kind: 'decline'; Reason: string }
  | { kind: 'delivered'; DeliveredAmount: number };

function runAction(orderId: number, action: Action) {
  const base = { baseUrl: apiBaseUrl(), path: { orderId }, throwOnError: true } as const;
  switch (action.kind) {
    case 'confirm':
      return confirmDealerOrder({ ...base, body: { DeliveryDate: action.DeliveryDate } });
    case 'decline':
      return declineDealerOrder({ ...base, body: { Reason: action.Reason } });
    case 'delivered':
      return markDealerOrderDelivered({ ...base, body: { DeliveredAmount: action.DeliveredAmount } });
  }
}

/** One order with the actions its status allows the dealer. */
function DealerOrder({ order }: { readonly order: OrderOutput }) {
  const site = useSite();
  const { revalidate } = useRevalidator();
  const mutation = useMutation({
    mutationFn: (action: Action) => runAction(order.OrderId, action),
    onSuccess: () => void revalidate(),
  });
  const submit = (build: (form: FormData) => Action) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.mutate(build(new FormData(event.currentTarget)));
  };
  const address = order.DeliveryAddress;
  return (
    <article className="card" aria-label={`Bestellung ${order.OrderNumber}`} data-testid="dealer-order">
      <h2>{`${order.OrderNumber} · ${order.StatusLabel}`}</h2>
      <p>
        {`${formatQuantity(order.Price.Amount, site.code)} ${order.Price.Unit} ${order.Price.ProductName}, ${formatPrice(order.Price.GrossTotal, site.code)}, bestellt ${formatShortDateTime(order.PlacedAt, site.code)}`}
        <br />
        {`${address.FirstName} ${address.LastName}, ${address.Street} ${address.HouseNumber}, ${address.ZipCode} ${address.City}`}
        {order.DeliveryDate && (
          <>
            <br />
            {`Liefertermin: ${order.DeliveryDate.split('-').reverse().join('.')}`}
          </>
        )}
      </p>
      {order.Status === 'placed' && (
        <>
          <form
            onSubmit={submit((form) => ({ kind: 'confirm', DeliveryDate: String(form.get('deliveryDate')) }))}
          >
            <label htmlFor={`date-${order.OrderId}`}>Liefertermin</label>{' '}
            <input
              id={`date-${order.OrderId}`}
              type="date"
              name="deliveryDate"
              min={siteToday(site.code)}
              required
            />{' '}
            <button type="submit" className="button" disabled={mutation.isPending}>
              Bestätigen
            </button>
          </form>
          <form onSubmit={submit((form) => ({ kind: 'decline', Reason: String(form.get('reason')) }))}>
            <label htmlFor={`reason-${order.OrderId}`}>Grund der Ablehnung</label>{' '}
            <input id={`reason-${order.OrderId}`} name="reason" required />{' '}
            <button type="submit" className="button button--secondary" disabled={mutation.isPending}>
              Ablehnen
            </button>
          </form>
        </>
      )}
      {order.Status === 'confirmed' && (
        <form
          onSubmit={submit((form) => ({ kind: 'delivered', DeliveredAmount: Number(form.get('amount')) }))}
        >
          <label htmlFor={`amount-${order.OrderId}`}>{`Gelieferte Menge in ${order.Price.Unit}`}</label>{' '}
          <input
            id={`amount-${order.OrderId}`}
            name="amount"
            inputMode="numeric"
            defaultValue={order.Price.Amount}
            required
          />{' '}
          <button type="submit" className="button" disabled={mutation.isPending}>
            Als geliefert melden
          </button>
        </form>
      )}
      <MutationFeedback isError={mutation.isError} error={mutation.error} />
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
  const site = useSite();
  const filterHref = (value: DealerStatusFilter | null) =>
    siteHref(site, `/haendler/bestellungen${value ? `?status=${value}` : ''}`);
  return (
    <section className="section" aria-labelledby="dealer-orders-headline">
      <h1 id="dealer-orders-headline">Bestellungen</h1>
      <p data-testid="dealer-name">{dealerName}</p>
      <nav aria-label="Nach Status filtern">
        <ul className="order-step-list">
          <li aria-current={status === null ? 'page' : undefined}>
            <Link to={filterHref(null)}>Alle</Link>
          </li>
          {DEALER_STATUS_FILTERS.map((value) => (
            <li key={value} aria-current={status === value ? 'page' : undefined}>
              <Link to={filterHref(value)}>{ORDER_STATUS_LABELS[value]}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {orders.length === 0 ? (
        <p>Keine Bestellungen.</p>
      ) : (
        orders.map((order) => <DealerOrder key={order.OrderId} order={order} />)
      )}
    </section>
  );
}
