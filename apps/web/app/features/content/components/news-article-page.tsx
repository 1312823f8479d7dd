import type { NewsArticleOutput, NewsArticleSummaryOutput } from '@fuel/api-client';
import { formatShortDate } from '@fuel/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import { useSite } from '../../../lib/site/site-provider';
import { newsArticleQuery, newsListQuery } from '../queries';
import { NewsImage } from './news-image';
import { NewsSection } from './latest-news';
import { useApiClient } from '../../../lib/api/api-client-provider';
import styles from './news.module.css';

interface NewsArticlePageProps {
  readonly slug: string;
  /** The news tile slot, under the article (it may render nothing). */
  readonly advert?: ReactNode;
}

export function NewsArticlePage({ slug, advert }: NewsArticlePageProps) {
  const api = useApiClient();
  const site = useSite();
  const { data: article } = useSuspenseQuery(newsArticleQuery(api, site.countryId, slug));
  const { data: latest } = useSuspenseQuery(newsListQuery(api, site.countryId));
  if (!article) return null;
  const more = (latest?.Items ?? []).filter((item) => item.Id !== article.Id);
  return <NewsArticleView article={article} more={more} advert={advert} />;
}

interface NewsArticleViewProps {
  readonly article: NewsArticleOutput;
  /** Further articles below it (none in a preview). */
  readonly more?: readonly NewsArticleSummaryOutput[];
  /** The news tile slot under the article (none in a preview). */
  readonly advert?: ReactNode;
}

/** An article as the site shows it: also the preview of a draft (`/vorschau/{token}`). */
export function NewsArticleView({ article, more = [], advert }: NewsArticleViewProps) {
  const site = useSite();
  return (
    <div className="container section">
      <Breadcrumbs items={[{ label: 'News', path: '/news' }, { label: article.Title }]} />
      <article className="news-article narrow-content">
        <h1>{article.Title}</h1>
        <p className="muted">
          <time dateTime={article.PublishedAt}>{formatShortDate(article.PublishedAt, site.code)}</time>
          {` · ${article.Author}`}
        </p>
        <p className={styles.articleTeaser}>{article.Teaser}</p>
        <NewsImage
          className={styles.articleImage}
          image={article.Image}
          filePath={article.FilePath}
          alt={article.ImageAlt}
          // The narrow column: 600 px at most.
          sizes="(min-width: 640px) 600px, 100vw"
        />
        {/* The API serves Content sanitised to an allow-list (p, headings, lists, emphasis, web links). */}
        <div className="news-article__content" dangerouslySetInnerHTML={{ __html: article.Content }} />
      </article>
      {advert}
      <NewsSection id="more-news" title="Weitere Artikel" articles={more} />
    </div>
  );
}
