import type { OrderOutput } from '@fuel/api-client';
import { ORDER_STATUS_LABELS, formatQuantity, formatShortDateTime } from '@fuel/domain';
import { ORDER_ACTOR_LABELS } from '../dealer-orders.constant';
import { formatDeliveryDate } from '../order-format.util';
import { AddressLines } from './address-lines';
import { PriceBreakdown } from './price-breakdown';

/**
 * An order as placed, for its customer and its dealer: the frozen price, where to deliver how much, the
 * invoice address, the payment and the history. Numbers and dates in the format of the order's site.
 */
export function OrderDetails({ order }: { readonly order: OrderOutput }) {
  const { Price: price, Payment: payment, CountryId: site } = order;
  return (
    <>
      <h2>Preis</h2>
      <PriceBreakdown price={price} countryId={site} />
      <p>{`Lieferfenster laut Angebot: ${formatDeliveryDate(price.EarliestDelivery, site)} bis ${formatDeliveryDate(price.LatestDelivery, site)}`}</p>
      <h2>Lieferung</h2>
      {order.CompanyName && <p>{`Firma: ${order.CompanyName}`}</p>}
      {order.DeliveryPoints.length > 0 ? (
        <ol>
          {order.DeliveryPoints.map((point, i) => (
            <li key={i}>
              <AddressLines address={point.Address} />
              {`Menge: ${formatQuantity(point.Amount, site)} ${price.Unit}`}
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
            {`${formatShortDateTime(event.At, site)}: ${ORDER_STATUS_LABELS[event.To]} (${ORDER_ACTOR_LABELS[event.Actor]})`}
            {event.Note && ` – ${event.Note}`}
          </li>
        ))}
      </ol>
    </>
  );
}
