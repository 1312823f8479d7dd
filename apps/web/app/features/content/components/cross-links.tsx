import type { CrossLinksOutput } from '@fuel/api-client';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { crossLinksQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';
import styles from './cross-links.module.css';

function hasGroups(data: CrossLinksOutput | Record<string, never> | undefined): data is CrossLinksOutput {
  return data !== undefined && 'Groups' in data && data.Groups.length > 0;
}

/**
 * Related pages of a price or dealer page (same place in the other section, neighbouring places).
 * `path` is the page's path without site prefix; prefetch crossLinksQuery in the loader to render it on
 * the server. Nothing is shown when the API knows no links.
 */
export function CrossLinks({ path }: { readonly path: string }) {
  const api = useApiClient();
  const site = useSite();
  const { data } = useQuery(crossLinksQuery(api, site.countryId, path));
  if (!hasGroups(data)) return null;
  return (
    <nav className={`${styles.crossLinks} section`} aria-labelledby="cross-links-headline">
      <h2 id="cross-links-headline">Das könnte Sie auch interessieren</h2>
      <div className={styles.groups}>
        {data.Groups.map((group) => (
          <section key={group.Title}>
            <h3>{group.Title}</h3>
            <ul>
              {group.Links.map((link) => (
                <li key={link.Link}>
                  <Link to={siteHref(site, link.Link)}>{link.Title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
