import { Form, Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { Button } from '../../../ui';
import { type ConsentChoice, LEGAL_FORM_FIELDS } from '../consent.constant';
import { Breadcrumbs } from './breadcrumbs';
import { ConsentCategories, ReturnToField } from './consent-choice-fields';
import styles from './legal.module.css';

const CHOICE_TEXT: Readonly<Record<ConsentChoice | 'none', string>> = {
  none: 'Sie haben noch keine Auswahl getroffen.',
  necessary: 'Derzeit erlaubt: nur notwendige Cookies.',
  statistics: 'Derzeit erlaubt: notwendige Cookies und Statistik.',
};

/** The cookie settings as a page: where the footer link leads without JavaScript, and a place to revoke. */
export function ConsentSettingsPage({ consent }: { readonly consent: ConsentChoice | null }) {
  const site = useSite();
  return (
    <div className="container section">
      <Breadcrumbs items={[{ label: 'Cookie-Einstellungen' }]} />
      <div className={styles.text}>
        <h1>Cookie-Einstellungen</h1>
        <p>{CHOICE_TEXT[consent ?? 'none']}</p>
        <Form method="post" preventScrollReset>
          <ConsentCategories consent={consent} />
          <ReturnToField />
          <div className={styles.actions}>
            <Button type="submit" name={LEGAL_FORM_FIELDS.choice} value="selection">
              Auswahl speichern
            </Button>
            <Button type="submit" name={LEGAL_FORM_FIELDS.choice} value="necessary" variant="secondary">
              Nur notwendige
            </Button>
            <Button type="submit" name={LEGAL_FORM_FIELDS.choice} value="all" variant="secondary">
              Alle akzeptieren
            </Button>
          </div>
        </Form>
        <p>
          Was wir wozu speichern, lesen Sie in der{' '}
          <Link to={siteHref(site, '/datenschutz')}>Datenschutzerklärung</Link>.
        </p>
      </div>
    </div>
  );
}
