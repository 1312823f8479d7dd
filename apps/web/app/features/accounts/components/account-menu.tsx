import { useLocation } from 'react-router';
import { BACK_OFFICE_HOME } from '../../back-office';
import { ACCOUNT_PATHS } from '../account-paths.constant';
import { isDealerStaff, mayOpenBackOffice, mayOpenDealerPortal } from '../dealer-portal-access.util';
import { useSession } from '../../../lib/session/use-session';
import { useSessionActions } from '../../../lib/session/use-session-actions';
import { siteHref } from '../../../lib/site/site-links.util';
import { SiteLink } from '../../../lib/site/site-link';
import { useSite } from '../../../lib/site/site-provider';
import styles from './account-menu.module.css';

/**
 * 'Anmelden' for visitors; 'Hallo {firstName}' with the account menu for a signed-in user. Dealer staff
 * find their orders in the dealer portal, so 'Meine Bestellungen' is for customers; dealer staff and admins
 * find the portal here.
 */
export function AccountMenu() {
  const site = useSite();
  const { user } = useSession();
  const { logout } = useSessionActions();
  const { pathname, search } = useLocation();

  if (!user) {
    const returnUrl = encodeURIComponent(`${pathname}${search}`);
    return (
      <SiteLink
        className={styles.signIn}
        href={`${siteHref(site, ACCOUNT_PATHS.signIn)}?ReturnUrl=${returnUrl}`}
      >
        Anmelden
      </SiteLink>
    );
  }
  return (
    <details className={styles.menu}>
      <summary className={styles.toggle}>Hallo {user.firstName}</summary>
      <ul className={styles.list}>
        {mayOpenBackOffice(user.roles) && (
          <li>
            <SiteLink href={siteHref(site, BACK_OFFICE_HOME.path)}>Backoffice</SiteLink>
          </li>
        )}
        {mayOpenDealerPortal(user.roles) && (
          <li>
            <SiteLink href={siteHref(site, ACCOUNT_PATHS.dealerPortal)}>Händlerportal</SiteLink>
          </li>
        )}
        {!isDealerStaff(user.roles) && (
          <li>
            <SiteLink href={siteHref(site, ACCOUNT_PATHS.orders)}>Meine Bestellungen</SiteLink>
          </li>
        )}
        <li>
          <SiteLink href={siteHref(site, ACCOUNT_PATHS.personalData)}>Persönliche Daten</SiteLink>
        </li>
        <li>
          <button type="button" className={styles.logout} onClick={() => void logout()}>
            Abmelden
          </button>
        </li>
      </ul>
    </details>
  );
}
