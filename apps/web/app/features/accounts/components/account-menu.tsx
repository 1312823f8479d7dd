import { useLocation } from 'react-router';
import { ACCOUNT_PATHS } from '../account-paths.constant';
import { isDealerStaff, mayOpenDealerPortal } from '../dealer-portal-access.util';
import { useSession } from '../../../lib/session/use-session';
import { useSessionActions } from '../../../lib/session/use-session-actions';
import { siteHref } from '../../../lib/site/site-links.util';
import { SiteLink } from '../../../lib/site/site-link';
import { useSite } from '../../../lib/site/site-provider';

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
        className="account-menu__sign-in"
        href={`${siteHref(site, ACCOUNT_PATHS.signIn)}?ReturnUrl=${returnUrl}`}
      >
        Anmelden
      </SiteLink>
    );
  }
  return (
    <details className="account-menu">
      <summary className="account-menu__toggle">Hallo {user.firstName}</summary>
      <ul className="account-menu__list">
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
          <button type="button" className="account-menu__logout" onClick={() => void logout()}>
            Abmelden
          </button>
        </li>
      </ul>
    </details>
  );
}
