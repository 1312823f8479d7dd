import { NavLink } from 'react-router';
import { siteHref } from '../../lib/site/site-links.util';
import { useSite } from '../../lib/site/site-provider';

const NAV_ITEMS = [
  { path: '/heizoelpreise', label: 'Heizölpreise' },
  { path: '/heizoelhaendler', label: 'Heizölhändler' },
  { path: '/news', label: 'News' },
  { path: '/info-center', label: 'Info-Center' },
] as const;

export function MainNav() {
  const site = useSite();
  return (
    <nav className="main-nav" aria-label="Hauptnavigation">
      <div className="container">
        <ul>
          {NAV_ITEMS.map((item) => (
            <li key={item.path}>
              <NavLink to={siteHref(site, item.path)}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
