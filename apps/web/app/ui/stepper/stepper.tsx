import { Link } from 'react-router';
import { cx } from '../cx.util';
import styles from './stepper.module.css';

export interface Step {
  readonly label: string;
  /** Where a done step leads back to; steps ahead are never links. */
  readonly to?: string;
}

export interface StepperProps {
  readonly steps: readonly Step[];
  /** Index of the current step (0-based). */
  readonly current: number;
  /** The navigation's name, e.g. 'Bestellschritte'. */
  readonly label?: string;
  readonly className?: string;
}

/**
 * The steps of a process in one line: numbered circles joined by a line. On phones only the current step
 * keeps its label ('Schritt 2 von 4' is read out with it), so the line never wraps.
 */
export function Stepper({ steps, current, label = 'Schritte', className }: StepperProps) {
  return (
    <nav aria-label={label} className={cx(styles.stepper, className)}>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
          const content = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={styles.label}>
                <span className="visually-hidden">
                  {`Schritt ${index + 1} von ${steps.length}${state === 'done' ? ', erledigt' : ''}: `}
                </span>
                {step.label}
              </span>
            </>
          );
          return (
            <li key={step.label} className={styles.step} data-state={state}>
              {state === 'done' && step.to ? (
                <Link to={step.to} className={styles.item}>
                  {content}
                </Link>
              ) : (
                <span className={styles.item} aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
