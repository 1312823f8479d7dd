import { formatPrice } from '@fuel/domain';
import { useSite } from '../../../lib/site/site-provider';
import styles from './settings.module.css';

/** '+ 12,34 €' next to an alternative: what it adds to the best total of the current choice. */
export function UpsellPrice({ difference }: { readonly difference: number | undefined }) {
  const { code } = useSite();
  if (difference === undefined || difference === 0) return null;
  const sign = difference > 0 ? '+' : '−';
  return <span className={styles.upsellPrice}>{`${sign} ${formatPrice(Math.abs(difference), code)}`}</span>;
}
