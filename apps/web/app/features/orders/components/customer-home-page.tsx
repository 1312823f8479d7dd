import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CustomerOrderList, NoOrders } from './customer-order-list';
import { customerOrdersQuery } from '../queries';
import { fullNameOf } from '../../../lib/session/token-claims.util';
import { useSession } from '../../../lib/session/use-session';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { ACCOUNT_PATHS } from '../../accounts';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** How many of the newest orders the overview lists. */
const RECENT_ORDERS = 3;

/** `/kunde/startseite`: a greeting, the newest orders and the way to the base data. */
export function CustomerHomePage() {
  const api = useApiClient();
  const site = useSite();
  const { user } = useSession();
  const { data: orders } = useSuspenseQuery(customerOrdersQuery(api, null));
  return (
    <section className="section" aria-labelledby="customer-home-headline">
      <h1 id="customer-home-headline">Mein Kundenbereich</h1>
      {user && <p>{`Willkommen, ${fullNameOf(user)}!`}</p>}
      <h2>Ihre letzten Bestellungen</h2>
      {orders.length > 0 ? (
        <>
          <CustomerOrderList orders={orders.slice(0, RECENT_ORDERS)} />
          <p>
            <Link to={siteHref(site, ACCOUNT_PATHS.orders)}>Alle Bestellungen anzeigen</Link>
          </p>
        </>
      ) : (
        <NoOrders status={null} />
      )}
      <h2>Ihre Daten</h2>
      <p>
        Name, Adressen, E-Mail-Adresse und Kennwort ändern Sie unter{' '}
        <Link to={siteHref(site, ACCOUNT_PATHS.baseData)}>Stammdaten</Link>.
      </p>
    </section>
  );
}
