import { useEffect, useRef } from 'react';
import { Alert, Button, Progress } from '../../../ui';
import type { Compare } from '../hooks/use-compare';
import styles from './compare-progress.module.css';

interface CompareProgressProps {
  readonly compare: Compare;
  readonly onRetry: () => void;
}

/**
 * compareLoading (spec 1 §4, §9): the bar runs 5 s after the result is in, then the result page opens. A
 * failed comparison says so in German and offers another try or the way back to the questions (spec 1 §8).
 */
export function CompareProgress({ compare, onRetry }: CompareProgressProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { phase } = compare;
  if (phase.name === 'failed') {
    return (
      <section className={styles.panel} aria-labelledby="compare-heading">
        <h1 id="compare-heading" ref={heading} tabIndex={-1}>
          Ihr Verbrauch im Vergleich
        </h1>
        <Alert tone="error" title="Vergleich nicht möglich" live>
          {phase.message}
        </Alert>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={compare.reset}>
            Angaben prüfen
          </Button>
          <Button onClick={onRetry}>Erneut versuchen</Button>
        </div>
      </section>
    );
  }
  const percent = Math.floor(compare.progress);
  return (
    <section className={styles.panel} aria-labelledby="compare-heading" aria-busy="true">
      <h1 id="compare-heading" ref={heading} tabIndex={-1}>
        Wir vergleichen Ihren Verbrauch …
      </h1>
      <p>
        Ihre Angaben werden mit den Vergleichswerten ähnlicher Haushalte ausgewertet. In wenigen Sekunden
        sehen Sie Ihr Ergebnis.
      </p>
      <Progress value={percent} label="Ergebnis wird vorbereitet" valueText={`${percent} %`} />
    </section>
  );
}
