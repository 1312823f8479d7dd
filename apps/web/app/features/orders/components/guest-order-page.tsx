import type { OrderOutput } from '@fuel/api-client';
import {
  formatDeliveryWindow,
  formatQuantity,
  formatShortDateTime,
  phoneHref,
  siteSpelling,
} from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Alert, Button, Card } from '../../../ui';
import { ACCOUNT_PATHS } from '../../accounts';
import type { GuestOrderPageData } from '../guest-order.server';
import { orderStatusSummary } from '../order-format.util';
import { AddressLines } from './address-lines';
import { DeliveryAddresses, hasSeveralDeliveryPoints } from './delivery-addresses';
import { OrderStatusBadge } from './dealer-orders-page';
import { PriceBreakdown } from './price-breakdown';
import styles from './guest-order-page.module.css';

/**
 * `/bestellung-ansehen/{orderId}?token=`: a guest's order, opened from the link of an order mail, without an
 * account. Read-only: what was ordered, from whom, where and when it comes, how it is paid and the price line
 * by line, with the way to an account that keeps the orders. A refused link says why and where help is.
 */
export function GuestOrderPage({ data }: { readonly data: GuestOrderPageData }) {
  return data.state === 'open' ? (
    <GuestOrder order={data.order} />
  ) : (
    <ClosedLink status={data.status} message={data.message} />
  );
}

function GuestOrder({ order }: { readonly order: OrderOutput }) {
  const site = useSite();
  const { Price: price, CountryId: orderSite } = order;
  const sameDay = price.EarliestDelivery === price.LatestDelivery;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>
          Bestellung <span className={styles.number}>{order.OrderNumber}</span>
        </h1>
        <p className={styles.placed}>
          {`Bestellt am ${formatShortDateTime(order.PlacedAt, orderSite)} Uhr bei ${order.DealerName}`}
        </p>
        <p className={styles.status} data-testid="guest-order-status">
          <OrderStatusBadge order={order} />
          <span>{statusDetail(order)}</span>
        </p>
      </header>
      <div className={styles.columns}>
        <Card title="Ihre Bestellung" aria-label="Ihre Bestellung">
          <dl className={styles.facts}>
            <div>
              <dt>Händler</dt>
              <dd>{order.DealerName}</dd>
            </div>
            <div>
              <dt>Produkt und Menge</dt>
              <dd>
                {`${formatQuantity(price.Amount, orderSite)} ${price.Unit} ${price.ProductName}`}
                {price.ClimateNeutral && ' (klimaneutral)'}
              </dd>
            </div>
            <div>
              <dt>{sameDay ? 'Liefertermin laut Angebot' : 'Lieferzeitraum laut Angebot'}</dt>
              <dd data-testid="guest-order-window">
                {formatDeliveryWindow(price.EarliestDelivery, price.LatestDelivery, orderSite)}
              </dd>
            </div>
            {order.CompanyName && (
              <div>
                <dt>Firma</dt>
                <dd>{order.CompanyName}</dd>
              </div>
            )}
            <div>
              <dt>{hasSeveralDeliveryPoints(order) ? 'Abladestellen' : 'Lieferadresse'}</dt>
              <dd>
                <DeliveryAddresses order={order} />
              </dd>
            </div>
            {order.InvoiceAddress && (
              <div>
                <dt>Rechnungsadresse</dt>
                <dd>
                  <AddressLines address={order.InvoiceAddress} />
                </dd>
              </div>
            )}
            <div>
              <dt>Zahlung</dt>
              <dd>
                {order.Payment.Label}
                {order.Payment.PaymentModifier ? ` in ${order.Payment.PaymentModifier} Monatsraten` : null}
                {order.Payment.IbanMasked && `, IBAN ${order.Payment.IbanMasked}`}
              </dd>
            </div>
          </dl>
        </Card>
        <div className={styles.aside}>
          <Card title="Preis" tone="muted" aria-label="Preis">
            <PriceBreakdown price={price} countryId={orderSite} />
          </Card>
          <Alert title="Alle Bestellungen an einem Ort">
            <p>
              {siteSpelling(
                'Sie haben als Gast bestellt. Registrieren Sie sich mit der E-Mail-Adresse dieser Bestellung: Wir schicken Ihnen einen Link, mit dem Sie ein Kennwort festlegen und Ihre Gastbestellungen in Ihr Kundenkonto übernehmen.',
                site.code,
              )}
            </p>
            <p>
              <Link to={siteHref(site, `${ACCOUNT_PATHS.signIn}/register`)}>Kundenkonto anlegen</Link>
            </p>
          </Alert>
          <p className="muted">
            {'Fragen zu Ihrer Bestellung? Unser Kundenservice: '}
            <a href={phoneHref(site.customerPhone)}>{site.customerPhone}</a>
          </p>
        </div>
      </div>
    </div>
  );
}

/** What the badge does not say: the next step of a new order, else the date, reason or amount of the status. */
function statusDetail(order: OrderOutput): string | null {
  if (order.Status === 'placed') {
    return 'Der Händler bestätigt den Liefertermin in der Regel innerhalb eines Werktags; wir schreiben Ihnen dann.';
  }
  const summary = orderStatusSummary(order);
  return summary === order.StatusLabel ? null : summary;
}

function ClosedLink({ status, message }: { readonly status: 404 | 410; readonly message: string }) {
  const site = useSite();
  return (
    <div className={`container ${styles.closed}`}>
      <Card>
        <h1>Bestellung nicht verfügbar</h1>
        <Alert tone={status === 410 ? 'warning' : 'error'}>
          <p data-testid="guest-order-refusal">{message}</p>
        </Alert>
        <p>
          {'Unser Kundenservice hilft Ihnen gern weiter: '}
          <a href={phoneHref(site.customerPhone)}>{site.customerPhone}</a>
        </p>
        <div className={styles.actions}>
          {status === 410 && (
            <Button asChild>
              <Link to={siteHref(site, ACCOUNT_PATHS.signIn)}>Anmelden</Link>
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to={siteHref(site, '/')}>Zur Startseite</Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
