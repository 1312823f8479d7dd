import { Popover as RadixPopover } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../cx.util';
import styles from './popover.module.css';

export interface PopoverProps {
  /** The element that opens it (Radix Popover.Trigger asChild): a button. */
  readonly trigger: ReactNode;
  readonly children: ReactNode;
  /** Names the popup for assistive technology. */
  readonly label: string;
  readonly side?: 'top' | 'right' | 'bottom' | 'left';
  readonly align?: 'start' | 'center' | 'end';
  readonly open?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  readonly className?: string;
}

/** A small panel anchored to a button (explanations, a price breakdown); Radix positions it and closes it on Escape or outside clicks. */
export function Popover({
  trigger,
  children,
  label,
  side = 'bottom',
  align = 'center',
  open,
  onOpenChange,
  className,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className={cx(styles.popover, className)}
        >
          {children}
          <RadixPopover.Arrow className={styles.arrow} width={14} height={7} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
