import type { DealerReliabilityOutput } from '@fuel/api-client';
import { formatQuantity } from '@fuel/domain';
import { formatReliabilityRate, RELIABILITY_MIN_ORDERS } from '@fuel/domain/dealers';
import { formatCalendarDay } from '@fuel/domain/orders';
import { Card } from '../../../ui';
import { useSite } from '../../../lib/site/site-provider';
import styles from './dealer-reliability.module.css';

/**
 * Confirmation, on-time and cancellation rate from the dealer's orders of the last 12 months, with how they are
 * computed in plain text (no tooltip: it reads the same on a phone and without JavaScript).
 */
export function DealerReliability({ reliability }: { readonly reliability: DealerReliabilityOutput }) {
  const { code } = useSite();
  const figures = [
    ['Bestätigungsquote', reliability.ConfirmationRate],
    ['Pünktlich geliefert', reliability.OnTimeRate],
    ['Storniert vom Händler', reliability.CancellationRate],
  ] as const;
  const orders = reliability.OrderCount === 1 ? 'Bestellung' : 'Bestellungen';
  return (
    <Card title="Zuverlässigkeit" headingLevel={3} tone="muted" as="div">
      <dl className={`definition-list ${styles.figures}`}>
        {figures.map(([label, rate]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={rate === null ? 'muted' : styles.rate}>{formatReliabilityRate(rate, code)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>
        {`In den letzten 12 Monaten (seit ${formatCalendarDay(reliability.Since, code)}), aus ${formatQuantity(reliability.OrderCount, code)} ${orders} über unseren Marktplatz.`}
      </p>
      <p className={`muted ${styles.note}`}>
        {`So gerechnet: Bestätigungsquote – bestätigte von allen Bestellungen, die der Händler bestätigt oder abgelehnt hat. Pünktlich geliefert – als geliefert gemeldet spätestens am letzten Tag des zugesagten Lieferzeitraums, von allen gelieferten. Storniert vom Händler – bestätigte Bestellungen, die danach auf Seiten des Händlers storniert wurden, von allen bestätigten. Eine Quote erscheint ab ${RELIABILITY_MIN_ORDERS} Bestellungen.`}
      </p>
    </Card>
  );
}
