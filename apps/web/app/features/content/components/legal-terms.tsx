import type { OperatorContact } from '@fuel/domain';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { Breadcrumbs } from './breadcrumbs';
import { TermsText } from './terms-text';
import styles from './legal.module.css';

/** The terms as a page of the site, with the way to their print view. */
export function LegalTerms({ operator }: { readonly operator: OperatorContact }) {
  const site = useSite();
  return (
    <div className="container section">
      <Breadcrumbs items={[{ label: 'AGB' }]} />
      <TermsText operator={operator} />
      <p className={styles.actions}>
        <Link to={siteHref(site, '/druckansicht/agb')}>Druckansicht der AGB</Link>
      </p>
    </div>
  );
}
