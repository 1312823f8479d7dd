import { useId } from 'react';
import { useLocation } from 'react-router';
import { type ConsentChoice, LEGAL_FORM_FIELDS } from '../consent.constant';
import styles from './consent.module.css';

/** The two categories, necessary (always on) and statistics (a checkbox), with what each covers. */
export function ConsentCategories({ consent }: { readonly consent: ConsentChoice | null }) {
  const id = useId();
  return (
    <fieldset className={styles.categories}>
      <legend>Kategorien</legend>
      <div className={styles.category}>
        <input type="checkbox" id={`${id}-necessary`} checked disabled />
        <label htmlFor={`${id}-necessary`}>
          <strong>Notwendig</strong>
          <span>Land, Anmeldung, Ihre Cookie-Auswahl und ausgeblendete Hinweise. Immer aktiv.</span>
        </label>
      </div>
      <div className={styles.category}>
        <input
          type="checkbox"
          id={`${id}-statistics`}
          name={LEGAL_FORM_FIELDS.statistics}
          defaultChecked={consent === 'statistics'}
        />
        <label htmlFor={`${id}-statistics`}>
          <strong>Statistik</strong>
          <span>
            Anonyme Auswertung, welche Seiten wie genutzt werden, damit wir den Preisvergleich verbessern.
          </span>
        </label>
      </div>
    </fieldset>
  );
}

/** The page the form returns to after saving: the one it was sent from. */
export function ReturnToField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name={LEGAL_FORM_FIELDS.returnTo} value={`${pathname}${search}`} />;
}
