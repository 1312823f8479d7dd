import type { NewsArticleSummaryOutput } from '@fuel/api-client';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumbs } from './breadcrumbs';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { NEWS_LIST_PAGE_SIZE } from '../news.constant';
import { featuredNewsQuery, newsListQuery } from '../queries';
import { NewsTeaser } from './news-teaser';
import { useApiClient } from '../../../lib/api/api-client-provider';
import styles from './news.module.css';

/** Page links of the news list; page 1 is /news itself. */
function pageHref(basePath: string, page: number): string {
  return siteHref({ basePath }, page === 1 ? '/news' : `/news?seite=${page}`);
}

interface NewsListPageProps {
  readonly page: number;
  /** The news tile slot, a tile of the grid after the first two articles (it may render nothing). */
  readonly advert?: ReactNode;
}

export function NewsListPage({ page, advert }: NewsListPageProps) {
  const api = useApiClient();
  const site = useSite();
  const { data: list } = useSuspenseQuery(newsListQuery(api, site.countryId, page, NEWS_LIST_PAGE_SIZE));
  const items = list?.Items ?? [];
  const lead = useFeaturedArticle(page === 1 ? (items[1] ?? items[0]) : undefined);
  // The featured article stands above the grid, so the grid does not repeat it as its first card.
  const cards = items.filter((article) => article.Id !== lead?.Id);
  return (
    <div className="container section news-list">
      <Breadcrumbs items={[{ label: 'News' }]} />
      <h1>News rund um Heizöl und Energie</h1>
      {lead && (
        <section aria-label="Top-Artikel" className={styles.featured}>
          <NewsTeaser article={lead} lead />
        </section>
      )}
      {items.length === 0 ? (
        <p>Derzeit sind keine Artikel veröffentlicht.</p>
      ) : (
        <div className={styles.grid} data-testid="news-grid">
          {cards.slice(0, 2).map((article) => (
            <NewsTeaser key={article.Id} article={article} />
          ))}
          {advert}
          {cards.slice(2).map((article) => (
            <NewsTeaser key={article.Id} article={article} />
          ))}
        </div>
      )}
      {list && list.PageCount > 1 && (
        <nav className={styles.pagination} aria-label="Seiten der News">
          {page > 1 && (
            <Link rel="prev" to={pageHref(site.basePath, page - 1)}>
              ← Neuere Artikel
            </Link>
          )}
          <span>{`Seite ${page} von ${list.PageCount}`}</span>
          {page < list.PageCount && (
            <Link rel="next" to={pageHref(site.basePath, page + 1)}>
              Ältere Artikel →
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

/**
 * The featured article of page 1 (`fallback` is given there only); when it cannot be loaded, the stored
 * second item stands in (spec 2 §8).
 */
function useFeaturedArticle(
  fallback: NewsArticleSummaryOutput | undefined,
): NewsArticleSummaryOutput | undefined {
  const api = useApiClient();
  const site = useSite();
  const { data: featured, isError } = useQuery({
    ...featuredNewsQuery(api, site.countryId),
    enabled: fallback !== undefined,
  });
  if (fallback === undefined) return undefined;
  return (isError ? undefined : featured) ?? fallback;
}
