import type { OrderOutput } from '@fuel/api-client';
import { ORDER_STATUS_LABELS, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../site/site-provider';
import { siteHref } from '../../site/site-links.util';
import { DEALER_ORDERS_PATH, ORDER_ACTOR_LABELS } from '../dealer-orders.constant';
import { formatDeliveryDate } from '../order-format.util';
import { AddressLines } from './address-lines';
import { DealerOrderActions } from './dealer-order-actions';
import { PriceBreakdown } from './price-breakdown';

/** One order in the dealer portal: everything needed to deliver it, its history and the next action. */
export function DealerOrderPage({ order }: { readonly order: OrderOutput }) {
  const site = useSite();
  const { Price: price, Payment: payment } = order;
  return (
    <section className="section narrow-content" aria-labelledby="dealer-order-headline">
      <p>
        <Link to={siteHref(site, DEALER_ORDERS_PATH)}>Alle Bestellungen</Link>
      </p>
      <h1 id="dealer-order-headline">{`Bestellung ${order.OrderNumber}`}</h1>
      <p className="notice notice--info" data-testid="dealer-order-status">
        {order.StatusLabel}
        {order.DeliveryDate && `, Liefertermin ${formatDeliveryDate(order.DeliveryDate, site.code)}`}
        {order.DeclineReason && `: ${order.DeclineReason}`}
        {order.DeliveredAmount !== null &&
          `, geliefert ${formatQuantity(order.DeliveredAmount, site.code)} ${price.Unit}`}
      </p>
      <DealerOrderActions order={order} />
      <h2>Preis</h2>
      <PriceBreakdown price={price} />
      <p>{`Lieferfenster laut Angebot: ${formatDeliveryDate(price.EarliestDelivery, site.code)} bis ${formatDeliveryDate(price.LatestDelivery, site.code)}`}</p>
      <h2>Lieferung</h2>
      {order.CompanyName && <p>{`Firma: ${order.CompanyName}`}</p>}
      {order.DeliveryPoints.length > 0 ? (
        <ol>
          {order.DeliveryPoints.map((point, i) => (
            <li key={i}>
              <AddressLines address={point.Address} />
              {`Menge: ${formatQuantity(point.Amount, site.code)} ${price.Unit}`}
            </li>
          ))}
        </ol>
      ) : (
        <AddressLines address={order.DeliveryAddress} />
      )}
      {order.InvoicePerStation && <p>Eine Rechnung je Abladestelle.</p>}
      {order.InvoiceAddress && (
        <>
          <h2>Rechnungsadresse</h2>
          <AddressLines address={order.InvoiceAddress} />
        </>
      )}
      <h2>Zahlung</h2>
      <p>
        {payment.Label}
        {payment.PaymentModifier ? ` in ${payment.PaymentModifier} Monatsraten` : null}
        {payment.IbanMasked && `, IBAN ${payment.IbanMasked}`}
        {payment.AccountHolder && `, Kontoinhaber ${payment.AccountHolder}`}
        {payment.MandateReference && `, Mandatsreferenz ${payment.MandateReference}`}
      </p>
      <h2>Verlauf</h2>
      <ol className="order-history">
        {order.Events.map((event, i) => (
          <li key={i}>
            {`${formatShortDateTime(event.At, site.code)}: ${ORDER_STATUS_LABELS[event.To]} (${ORDER_ACTOR_LABELS[event.Actor]})`}
            {event.Note && ` – ${event.Note}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
