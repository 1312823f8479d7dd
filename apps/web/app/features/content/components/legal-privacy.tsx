import type { OperatorContact } from '@fuel/domain';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { PRIVACY_VERSION_DATE, privacySections } from '../legal-privacy.constant';
import { Breadcrumbs } from './breadcrumbs';
import { LegalSections } from './legal-sections';
import styles from './legal.module.css';

/** The privacy notice of the site, naming the operator from the configuration. */
export function LegalPrivacy({ operator }: { readonly operator: OperatorContact }) {
  const site = useSite();
  return (
    <div className="container section">
      <Breadcrumbs items={[{ label: 'Datenschutz' }]} />
      <article className={styles.text}>
        <h1>Datenschutzerklärung</h1>
        <p className="muted">{`Stand: ${PRIVACY_VERSION_DATE}`}</p>
        <LegalSections sections={privacySections(site.code, operator)} />
        <p className={styles.actions}>
          <Link to={siteHref(site, '/cookie-einstellungen')}>Cookie-Einstellungen ändern</Link>
        </p>
      </article>
    </div>
  );
}
