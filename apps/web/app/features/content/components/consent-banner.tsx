import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { Button } from '../../../ui';
import { type ConsentChoice, LEGAL_FORM_FIELDS } from '../consent.constant';
import { ConsentCategories, ReturnToField } from './consent-choice-fields';
import styles from './consent.module.css';

const OPEN_EVENT = 'consent-banner:open';

/** Shows the banner again (the footer's "Cookie-Einstellungen"); without JavaScript that link opens a page. */
export function openConsentBanner(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/**
 * The cookie banner: a non-modal region that asks once, rendered on the server while no choice is stored.
 * "Alle akzeptieren" and "Nur notwendige" are equally prominent; "Einstellungen" opens the categories. The
 * form posts to the cookie-settings action, so it works without JavaScript too.
 */
export function ConsentBanner({ consent }: { readonly consent: ConsentChoice | null }) {
  const site = useSite();
  const fetcher = useFetcher({ key: 'consent' });
  const [reopened, setReopened] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const reopen = () => setReopened(true);
    window.addEventListener(OPEN_EVENT, reopen);
    return () => window.removeEventListener(OPEN_EVENT, reopen);
  }, []);
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);

  // Closed as soon as a choice is on its way; the reloaded page data then carries it.
  if ((consent !== null && !reopened) || fetcher.state !== 'idle') return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-banner-title">
      <fetcher.Form
        method="post"
        action={siteHref(site, '/cookie-einstellungen')}
        preventScrollReset
        onSubmit={() => setReopened(false)}
      >
        <h2 id="consent-banner-title" ref={heading} tabIndex={-1} className={styles.title}>
          Cookies und Datenschutz
        </h2>
        <p className={styles.text}>
          Wir verwenden notwendige Cookies, damit Preisvergleich, Anmeldung und Bestellung funktionieren.
          Statistik-Cookies setzen wir nur mit Ihrer Einwilligung; Sie können sie jederzeit unter
          „Cookie-Einstellungen“ ändern. Mehr in der{' '}
          <Link to={siteHref(site, '/datenschutz')}>Datenschutzerklärung</Link>.
        </p>
        <ReturnToField />
        <details className={styles.settings}>
          <summary>Einstellungen</summary>
          <ConsentCategories consent={consent} />
          <Button type="submit" name={LEGAL_FORM_FIELDS.choice} value="selection" variant="secondary">
            Auswahl speichern
          </Button>
        </details>
        <div className={styles.actions}>
          <Button type="submit" name={LEGAL_FORM_FIELDS.choice} value="necessary">
            Nur notwendige
          </Button>
          <Button type="submit" name={LEGAL_FORM_FIELDS.choice} value="all">
            Alle akzeptieren
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
