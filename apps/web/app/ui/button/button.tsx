import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../cx.util';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentProps<'button'> {
  readonly variant?: ButtonVariant;
  /** Full width of its container (forms on phones, the summary's order button). */
  readonly block?: boolean;
  /**
   * Work under way (a submit in flight): a spinner, `aria-busy`, and clicks are ignored. The button stays
   * focusable (not `disabled`), so focus does not jump to the page start while the form posts.
   */
  readonly loading?: boolean;
  /** Read out instead of the label while loading, e.g. 'Wird gesendet …'. */
  readonly loadingText?: string;
  /**
   * Render the single child (a React Router `<Link>`, an `<a>`) with the button's look instead of a
   * `<button>` (Radix Slot).
   */
  readonly asChild?: boolean;
  readonly children?: ReactNode;
}

/** The one button of the site: primary (orange), secondary (outlined) or link; `<button>` or, with asChild, a link. */
export function Button({
  variant = 'primary',
  block = false,
  loading = false,
  loadingText,
  asChild = false,
  type,
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  const classes = cx(styles.button, styles[variant], block && styles.block, className);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Component
      {...rest}
      // A <button> defaults to submit in a form; say so explicitly, and never put a type on a link.
      type={asChild ? undefined : (type ?? 'button')}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && <Spinner />}
          {loading && loadingText ? (
            <>
              <span className="visually-hidden">{loadingText}</span>
              <span aria-hidden="true">{children}</span>
            </>
          ) : (
            children
          )}
        </>
      )}
    </Component>
  );
}
