import { PRODUCT_GROUPS, type ProductGroupUrlName } from '@fuel/domain';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';

const DESCRIPTIONS: Readonly<Record<ProductGroupUrlName, string>> = {
  heizoel: 'Heizöl für Ihre Heizung, geliefert in den Tank.',
  diesel: 'Diesel für Betrieb, Fuhrpark und Landwirtschaft.',
  'holzpellets-lose': 'Lose Holzpellets, eingeblasen per Silowagen.',
  'holzpellets-sackware': 'Holzpellets in Säcken, geliefert auf Palette.',
  adblue: 'AdBlue für Dieselfahrzeuge und Maschinen.',
};

export function ProductGroupTiles() {
  const site = useSite();
  return (
    <section className="container section" aria-labelledby="product-groups-headline">
      <h2 id="product-groups-headline">Was möchten Sie bestellen?</h2>
      <ul className="tiles">
        {PRODUCT_GROUPS.map((group) => (
          <li key={group.id}>
            <Link className="tile" to={siteHref(site, `/${group.urlName}/angebotsliste`)}>
              <span className="tile__title">{group.name}</span>
              <span>{DESCRIPTIONS[group.urlName]}</span>
              <span className="tile__cta" aria-hidden="true">
                Angebote ansehen →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
