import { useId } from 'react';
import { useLocation } from 'react-router';
import { Checkbox } from '../../../ui';
import { type ConsentChoice, LEGAL_FORM_FIELDS } from '../consent.constant';
import styles from './consent.module.css';

/** The two categories, necessary (always on) and statistics (a checkbox), with what each covers. */
export function ConsentCategories({ consent }: { readonly consent: ConsentChoice | null }) {
  const id = useId();
  return (
    <fieldset className={styles.categories}>
      <legend>Kategorien</legend>
      <Checkbox
        id={`${id}-necessary`}
        checked
        disabled
        label={<strong>Notwendig</strong>}
        hint="Land, Anmeldung, Ihre Cookie-Auswahl und ausgeblendete Hinweise. Immer aktiv."
      />
      <Checkbox
        id={`${id}-statistics`}
        name={LEGAL_FORM_FIELDS.statistics}
        defaultChecked={consent === 'statistics'}
        label={<strong>Statistik</strong>}
        hint="Anonyme Auswertung, welche Seiten wie genutzt werden, damit wir den Preisvergleich verbessern."
      />
    </fieldset>
  );
}

/** The page the form returns to after saving: the one it was sent from. */
export function ReturnToField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name={LEGAL_FORM_FIELDS.returnTo} value={`${pathname}${search}`} />;
}
