import { useFetcher } from 'react-router';
import { phoneHref, siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { ReturnToField } from './consent-choice-fields';
import styles from './fraud-warning.module.css';

/**
 * Spec 2 §3 `showFraudWarninig`: fake heating-oil shops copy real ones and take prepayment for oil that never
 * comes. Dismissed per site through a form post (a cookie), so it stays hidden without JavaScript too.
 */
export function FraudWarningNotice({ dismissed }: { readonly dismissed: boolean }) {
  const site = useSite();
  const fetcher = useFetcher({ key: 'fraud-warning' });
  if (dismissed || fetcher.state !== 'idle') return null;
  return (
    <aside className={styles.notice} aria-labelledby="fraud-warning-title">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <strong id="fraud-warning-title">Vorsicht vor gefälschten Heizöl-Shops.</strong> Sie locken mit
          Billigpreisen, verlangen Vorkasse und liefern nie. Im Zweifel fragen Sie uns:{' '}
          <a href={phoneHref(site.customerPhone)}>{site.customerPhone}</a>
        </p>
        <fetcher.Form method="post" action={siteHref(site, '/hinweis-ausblenden')} preventScrollReset>
          <ReturnToField />
          <button
            type="submit"
            className={styles.dismiss}
            aria-label="Hinweis ausblenden"
            title="Hinweis ausblenden"
          >
            <span aria-hidden="true">×</span>
          </button>
        </fetcher.Form>
      </div>
    </aside>
  );
}
