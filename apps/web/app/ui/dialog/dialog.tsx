import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../cx.util';
import styles from './dialog.module.css';

export interface DialogProps {
  /** The element that opens it, e.g. a Button (rendered as Radix Dialog.Trigger asChild). */
  readonly trigger?: ReactNode;
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly title: ReactNode;
  readonly hideTitle?: boolean;
  readonly description?: ReactNode;
  /** Buttons at the bottom; wrap a closing one in DialogClose. */
  readonly footer?: ReactNode;
  readonly children?: ReactNode;
  readonly className?: string;
}

const NO_DESCRIPTION: Record<string, undefined> = { 'aria-describedby': undefined };

interface PanelProps extends DialogProps {
  readonly panelClassName: string | undefined;
}

function DialogPanel({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  footer,
  children,
  className,
  panelClassName,
}: PanelProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(panelClassName, className)}
          // Without a description Radix warns unless told there is none.
          {...(description ? {} : NO_DESCRIPTION)}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label="Schließen">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A modal dialog in the middle of the screen: Radix Dialog traps and restores focus, Escape closes it. */
export function Dialog(props: DialogProps) {
  return <DialogPanel {...props} panelClassName={styles.dialog} />;
}

/** A panel sliding in from the side (the phone menu, filters); the same behaviour as Dialog. */
export function Drawer({ side = 'right', ...props }: DialogProps & { readonly side?: 'left' | 'right' }) {
  return <DialogPanel {...props} panelClassName={cx(styles.drawer, styles[side])} />;
}

/** Closes the surrounding Dialog or Drawer; wraps one button or link (asChild). */
export function DialogClose({ children }: { readonly children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
