import type { OperatorContact } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import { TERMS_VERSION_DATE, termsSections } from '../terms.constant';
import { LegalSections } from './legal-sections';
import styles from './legal.module.css';

/** The marketplace's terms of the current site, laid out for reading and printing. */
export function TermsText({ operator }: { readonly operator: OperatorContact }) {
  const { code } = useSite();
  return (
    <article className={styles.text}>
      <h1>Allgemeine Geschäftsbedingungen</h1>
      <p className="muted">{`Stand: ${TERMS_VERSION_DATE}`}</p>
      <LegalSections sections={termsSections(code, operator)} />
    </article>
  );
}
