import { Link } from 'react-router';
import { cx } from '../cx.util';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  readonly page: number;
  readonly pageCount: number;
  /** The link of a page (query string or path), so paging works without JavaScript. */
  readonly hrefForPage: (page: number) => string;
  readonly label?: string;
  readonly className?: string;
}

/** The pages to show: first, last, and the current one with its neighbours; null marks a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return sorted.flatMap((p, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || p - previous === 1) return [p];
    return p - previous === 2 ? [p - 1, p] : [null, p];
  });
}

/** Links to the previous, next and nearby pages of a list. */
export function Pagination({ page, pageCount, hrefForPage, label = 'Seiten', className }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link to={hrefForPage(page - 1)} className={styles.item} rel="prev">
              <span aria-hidden="true">‹</span> <span className={styles.word}>Zurück</span>
            </Link>
          ) : (
            <span className={cx(styles.item, styles.disabled)} aria-hidden="true">
              ‹ <span className={styles.word}>Zurück</span>
            </span>
          )}
        </li>
        {visiblePages(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefForPage(p)}
                className={styles.item}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Seite ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefForPage(page + 1)} className={styles.item} rel="next">
              <span className={styles.word}>Weiter</span> <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={cx(styles.item, styles.disabled)} aria-hidden="true">
              <span className={styles.word}>Weiter</span> ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
