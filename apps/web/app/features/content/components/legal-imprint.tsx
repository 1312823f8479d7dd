import type { OperatorContact } from '@fuel/domain';
import { phoneHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { imprintBasis, imprintSections, siteSpelledOperator, vatIdLabel } from '../legal-imprint.constant';
import { Breadcrumbs } from './breadcrumbs';
import { LegalSections } from './legal-sections';
import styles from './legal.module.css';

/** The Impressum of the site: who runs the marketplace and how to reach them, from the configuration. */
export function LegalImprint({ operator: configured }: { readonly operator: OperatorContact }) {
  const { code } = useSite();
  const operator = siteSpelledOperator(code, configured);
  return (
    <div className="container section">
      <Breadcrumbs items={[{ label: 'Impressum' }]} />
      <article className={styles.text}>
        <h1>Impressum</h1>
        <p className="muted">{imprintBasis(code)}</p>
        <h2>Betreiber des Marktplatzes</h2>
        <address>
          <strong>{operator.companyName}</strong>
          <br />
          {operator.street}
          <br />
          {`${operator.postalCode} ${operator.town}`}
          <br />
          {operator.country}
        </address>
        <dl className={styles.facts}>
          <dt>{code === 'ch' ? 'Vertretungsberechtigte Person' : 'Vertreten durch die Geschäftsführung'}</dt>
          <dd>{operator.managingDirector}</dd>
          <dt>Registereintrag</dt>
          <dd>{operator.registerEntry}</dd>
          <dt>{vatIdLabel(code)}</dt>
          <dd>{operator.vatId}</dd>
          <dt>Telefon</dt>
          <dd>
            <a href={phoneHref(operator.customerPhone)}>{operator.customerPhone}</a>
            {` (${operator.serviceHours})`}
          </dd>
          <dt>E-Mail</dt>
          <dd>
            <a href={`mailto:${operator.email}`}>{operator.email}</a>
          </dd>
        </dl>
        <LegalSections sections={imprintSections(code, operator)} />
      </article>
    </div>
  );
}
