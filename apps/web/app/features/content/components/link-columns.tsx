import type { ComponentProps } from 'react';
import styles from './link-columns.module.css';

/** A list of links in newspaper columns: the dealer directory, the places a dealer serves, the info center. */
export function LinkColumns(props: ComponentProps<'ul'>) {
  return <ul {...props} className={styles.columns} />;
}
