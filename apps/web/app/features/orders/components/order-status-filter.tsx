import { ORDER_STATUS_LABELS, type OrderStatus } from '@fuel/domain';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { statusFilterPath } from '../order-status-filter.util';
import styles from './order-status-filter.module.css';

/** Links that filter the order list at `path` by status ('Alle' first); plain links, so no JavaScript is needed. */
export function OrderStatusFilter<S extends OrderStatus>({
  path,
  statuses,
  current,
}: {
  readonly path: string;
  readonly statuses: readonly S[];
  readonly current: S | null;
}) {
  const site = useSite();
  return (
    <nav aria-label="Nach Status filtern" className={styles.filter}>
      <ul className={styles.list}>
        {[null, ...statuses].map((status) => (
          <li key={status ?? 'all'}>
            <Link
              className={styles.chip}
              to={siteHref(site, statusFilterPath(path, status))}
              aria-current={status === current ? 'page' : undefined}
            >
              {status ? ORDER_STATUS_LABELS[status] : 'Alle'}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
