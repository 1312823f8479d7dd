import { siteSpelling } from '@fuel/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useSite } from '../../../lib/site/site-provider';
import styles from './validation.module.css';

interface ValidationPopoverProps {
  readonly id: string;
  readonly labelledBy: string;
  /** Move the focus into the popover (it opened on a submit, not while typing). */
  readonly takeFocus: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** The calculator's error popover over a dark overlay; Escape, the overlay and the close button reset validation. */
export function ValidationPopover({ id, labelledBy, takeFocus, onClose, children }: ValidationPopoverProps) {
  const site = useSite();
  const popover = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (takeFocus) popover.current?.focus();
  }, [takeFocus]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <>
      <div className={styles.overlay} aria-hidden="true" onClick={onClose} data-testid="validation-overlay" />
      <div
        ref={popover}
        id={id}
        className={styles.popover}
        role="dialog"
        aria-modal="false"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        <button
          type="button"
          className={styles.popoverClose}
          onClick={onClose}
          aria-label={siteSpelling('Hinweis schließen', site.code)}
        >
          ×
        </button>
        <div role="alert">{children}</div>
      </div>
    </>
  );
}
