import type { OrderOutput } from '@fuel/api-client';
import { phoneHref, siteSpelling } from '@fuel/domain';
import { Link } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { siteHref } from '../../../lib/site/site-links.util';
import { Alert, Button, Card } from '../../../ui';
import { ACCOUNT_PATHS } from '../../accounts';
import type { GuestOrderPageData } from '../guest-order.server';
import { OrderDetails, OrderHeader } from './order-details';
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
  return (
    <div className={`container ${styles.page}`}>
      <OrderHeader order={order} statusTestId="guest-order-status" />
      <OrderDetails
        order={order}
        history={false}
        aside={
          <>
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
          </>
        }
      />
    </div>
  );
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
