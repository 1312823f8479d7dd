import type { NewsArticleSummaryOutput } from '@fuel/api-client';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { newsListQuery } from '../queries';
import { NewsTeaser } from './news-teaser';
import { useApiClient } from '../../../lib/api/api-client-provider';
import styles from './news.module.css';

interface NewsSectionProps {
  readonly id: string;
  readonly title: string;
  readonly articles: readonly NewsArticleSummaryOutput[];
  readonly className?: string;
}

/** A headed grid of article teasers with a link to all news; nothing without articles. */
export function NewsSection({ id, title, articles, className = 'section' }: NewsSectionProps) {
  const site = useSite();
  if (articles.length === 0) return null;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className={styles.grid} data-testid="news-grid">
        {articles.map((article) => (
          <NewsTeaser key={article.Id} article={article} />
        ))}
      </div>
      <p>
        <Link to={siteHref(site, '/news')}>Alle News ansehen</Link>
      </p>
    </section>
  );
}

/** The newest three articles (spec 2 §9: default page size 3), for the home page. */
export function LatestNews() {
  const api = useApiClient();
  const site = useSite();
  const { data } = useQuery(newsListQuery(api, site.countryId));
  return (
    <NewsSection
      id="latest-news-headline"
      title="Aktuelle News"
      articles={data?.Items ?? []}
      className="container section"
    />
  );
}
