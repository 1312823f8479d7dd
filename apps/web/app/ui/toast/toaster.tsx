import { cx } from '../cx.util';
import styles from './toast.module.css';
import { toastStore } from './toast-store';
import { useToasts } from './use-toasts';

const LABELS = { success: 'Erfolg', warning: 'Hinweis', error: 'Fehler', info: 'Information' } as const;

/** The toast stack, top right, at most 350 px wide. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div className={styles.toaster} aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={cx(styles.toast, toast.kind !== 'info' && styles[toast.kind])}
          role={toast.kind === 'warning' || toast.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span className="visually-hidden">{LABELS[toast.kind]}: </span>
          <p className={styles.text}>{toast.text}</p>
          <button
            type="button"
            className={styles.close}
            aria-label="Meldung schließen"
            onClick={() => toastStore.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
