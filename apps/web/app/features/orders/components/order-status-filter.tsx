import { ORDER_STATUS_LABELS, type OrderStatus } from '@fuel/domain';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { statusFilterPath } from '../order-status-filter.util';

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
    <nav aria-label="Nach Status filtern">
      <ul className="order-step-list">
        {[null, ...statuses].map((status) => (
          <li key={status ?? 'all'}>
            <Link
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
