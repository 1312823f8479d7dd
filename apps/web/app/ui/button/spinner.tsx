import styles from './button.module.css';

/** A small turning ring in the text colour; decoration only (the button says aria-busy). */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
