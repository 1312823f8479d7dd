import type { ConsumptionComparisonOutput } from '@fuel/api-client';
import type { CSSProperties } from 'react';
import { useSite } from '../../../lib/site/site-provider';
import { cx } from '../../../ui/cx.util';
import { formatKwhPerSquareMetre, ratingLabel, referenceClassRange } from '../comparison-format.util';
import styles from './consumption-scale.module.css';

/** The open last class is drawn as wide as half the last bound, or to just past the household. */
function scaleEnd(comparison: ConsumptionComparisonOutput): number {
  const bounds = comparison.ReferenceClasses.flatMap((c) => c.UpToKwhPerSquareMetre ?? []);
  const last = Math.max(0, ...bounds);
  const end = Math.max(
    last * 1.5,
    comparison.KwhPerSquareMetre * 1.1,
    comparison.MedianKwhPerSquareMetre * 1.1,
  );
  return Math.ceil(end / 50) * 50;
}

/** Where a marker's label sits: at the edges it grows inwards, so it never leaves the chart on a phone. */
function markerStyle(percent: number): CSSProperties {
  const shift = percent < 20 ? '0%' : percent > 80 ? '-100%' : '-50%';
  return { left: `${percent}%`, '--label-shift': shift } as CSSProperties;
}

/**
 * The household's kWh per m² on the scale of the reference classes (sparsam to hoch), with the median of
 * comparable households. The drawing is decorative; the list below it says the same in words.
 */
export function ConsumptionScale({ comparison }: { readonly comparison: ConsumptionComparisonOutput }) {
  const { code } = useSite();
  const end = scaleEnd(comparison);
  const at = (value: number) => Math.min(100, (value * 100) / end);
  const classes = comparison.ReferenceClasses;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        Ihr Verbrauch pro m² und Jahr im Vergleich mit den Verbrauchsklassen
      </figcaption>
      <div className={styles.chart} aria-hidden="true">
        <span
          className={cx(styles.marker, styles.household)}
          style={markerStyle(at(comparison.KwhPerSquareMetre))}
        >
          <span
            className={styles.markerLabel}
          >{`Sie: ${formatKwhPerSquareMetre(comparison.KwhPerSquareMetre, code)}`}</span>
        </span>
        <div className={styles.bar}>
          {classes.map((referenceClass, index) => {
            const from = index > 0 ? (classes[index - 1]?.UpToKwhPerSquareMetre ?? 0) : 0;
            const to = referenceClass.UpToKwhPerSquareMetre ?? end;
            return (
              <span
                key={referenceClass.Rating}
                className={cx(styles.segment, styles[referenceClass.Rating])}
                style={{ width: `${at(to) - at(from)}%` }}
              >
                <span className={styles.segmentLabel}>{ratingLabel(referenceClass.Rating)}</span>
              </span>
            );
          })}
        </div>
        <span
          className={cx(styles.marker, styles.median)}
          style={markerStyle(at(comparison.MedianKwhPerSquareMetre))}
        >
          <span
            className={styles.markerLabel}
          >{`Mittelwert: ${formatKwhPerSquareMetre(comparison.MedianKwhPerSquareMetre, code)}`}</span>
        </span>
      </div>
      <ul className={styles.legend}>
        {classes.map((referenceClass, index) => (
          <li
            key={referenceClass.Rating}
            className={referenceClass.Rating === comparison.Rating ? styles.current : undefined}
          >
            <span className={cx(styles.swatch, styles[referenceClass.Rating])} aria-hidden="true" />
            <span>
              <strong>{ratingLabel(referenceClass.Rating)}</strong>
              {`: ${referenceClassRange(classes, index, code)}`}
              {referenceClass.Rating === comparison.Rating && ' – hier liegt Ihr Haushalt'}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.summary}>
        {`Ihr Haushalt: ${formatKwhPerSquareMetre(comparison.KwhPerSquareMetre, code)}. Mittelwert vergleichbarer Haushalte: ${formatKwhPerSquareMetre(comparison.MedianKwhPerSquareMetre, code)}.`}
      </p>
    </figure>
  );
}
