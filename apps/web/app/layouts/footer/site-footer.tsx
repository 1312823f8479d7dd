import type { ReviewSummaryOutput } from '@fuel/api-client';
import { Link } from 'react-router';
import { ReviewSeal } from '../../features/dealers';
import { siteHref } from '../../lib/site/site-links.util';
import { useSite } from '../../lib/site/site-provider';
import { BRAND_NAME } from '../../ui/brand.constant';

const FOOTER_LINKS = [
  { path: '/druckansicht/agb', label: 'AGB' },
  { path: '/impressum', label: 'Impressum' },
  { path: '/datenschutz', label: 'Datenschutz' },
] as const;

export function SiteFooter({ reviewSummary }: { reviewSummary?: ReviewSummaryOutput | null }) {
  const site = useSite();
  return (
    <footer className="site-footer">
      <div className="container">
        {reviewSummary && <ReviewSeal summary={reviewSummary} />}
        <nav aria-label="Rechtliches">
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={siteHref(site, link.path)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{BRAND_NAME} – Heizöl, Diesel, Holzpellets und AdBlue im Preisvergleich.</p>
        {/* The postal codes and places come from GeoNames, whose licence (CC BY 4.0) asks for this credit. */}
        <p className="site-footer__credit">
          Orts- und Postleitzahldaten: <a href="https://www.geonames.org/">GeoNames</a>, lizenziert unter{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/deed.de">CC BY 4.0</a>.
        </p>
      </div>
    </footer>
  );
}
