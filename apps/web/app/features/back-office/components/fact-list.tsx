import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

/** A back-office record's labelled values (a description list), one under the other. */
export function FactList({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
