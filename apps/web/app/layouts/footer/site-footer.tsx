import type { ReviewSummaryOutput } from '@fuel/api-client';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { openConsentBanner } from '../../features/content';
import { useContentBlock } from '../../features/content/blocks';
import { ReviewSeal } from '../../features/dealers';
import { guideHref } from '../../features/leads';
import { phoneHref, siteHref } from '../../lib/site/site-links.util';
import { useSite } from '../../lib/site/site-provider';
import styles from './site-footer.module.css';

const LEGAL_LINKS = [
  { path: '/agb', label: 'AGB' },
  { path: '/impressum', label: 'Impressum' },
  { path: '/datenschutz', label: 'Datenschutz' },
] as const;

/** With JavaScript the banner opens in place; without, the link leads to the settings page. */
function reopenConsent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  openConsentBanner();
}

export function SiteFooter({ reviewSummary }: { reviewSummary?: ReviewSummaryOutput | null }) {
  const site = useSite();
  const footerText = useContentBlock('footer.text');
  return (
    <footer className="site-footer">
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={styles.heading}>
            Kundenservice
          </h2>
          <p className={styles.phone}>
            <a href={phoneHref(site.customerPhone)}>{site.customerPhone}</a>
          </p>
          <p className={styles.hours}>{site.serviceHours}</p>
        </section>
        <nav aria-label="Ratgeber">
          <h2 className={styles.heading}>Ratgeber</h2>
          <ul className={styles.links}>
            <li>
              <Link to={guideHref(site)}>Heizöl-Verbrauchsvergleich</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Rechtliches">
          <h2 className={styles.heading}>Rechtliches</h2>
          <ul className={styles.links}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <Link to={siteHref(site, link.path)}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to={siteHref(site, '/cookie-einstellungen')} onClick={reopenConsent}>
                Cookie-Einstellungen
              </Link>
            </li>
          </ul>
        </nav>
        {reviewSummary && (
          <div>
            <ReviewSeal summary={reviewSummary} />
          </div>
        )}
      </div>
      <div className="container">
        <p>{footerText}</p>
        {/* The postal codes and places come from GeoNames, whose licence (CC BY 4.0) asks for this credit. */}
        <p className="site-footer__credit">
          Orts- und Postleitzahldaten: <a href="https://www.geonames.org/">GeoNames</a>, lizenziert unter{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/deed.de">CC BY 4.0</a>.
        </p>
      </div>
    </footer>
  );
}
