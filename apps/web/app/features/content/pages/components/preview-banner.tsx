import { Alert } from '../../../../ui';
import styles from './preview-banner.module.css';

/** Above a draft shown by a preview link: nobody else sees this version yet. */
export function PreviewBanner() {
  return (
    <div className={styles.banner} data-testid="preview-banner">
      <div className="container">
        <Alert tone="warning" title="Vorschau – nicht veröffentlicht" className={styles.alert}>
          <p>
            So sieht der Entwurf auf der Website aus. Besucherinnen und Besucher sehen weiterhin die
            veröffentlichte Fassung; dieser Link ist privat und läuft ab.
          </p>
        </Alert>
      </div>
    </div>
  );
}
