import { COUNTRIES } from '@fuel/domain';
import { useLocation } from 'react-router';
import { SiteLink } from '../../lib/site/site-link';
import { siteSwitchHref } from '../../lib/site/site-links.util';
import { useSite } from '../../lib/site/site-provider';

/** DE / AT / CH: the same page on the other country sites. */
export function SiteSwitch() {
  const site = useSite();
  const { pathname } = useLocation();
  return (
    <nav className="site-switch" aria-label="Land wählen">
      <ul>
        {COUNTRIES.map((country) => {
          const href = siteSwitchHref(site, country.code, pathname);
          const current = country.code === site.code;
          const shortName = country.code.toUpperCase();
          const linkProps = {
            hrefLang: country.iso,
            'aria-label': `${shortName} (${country.name})`,
            'aria-current': current ? ('true' as const) : undefined,
          };
          return (
            <li key={country.code}>
              <SiteLink href={href} {...linkProps}>
                {shortName}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
