import type { NewsArticleSummaryOutput } from '@fuel/api-client';
import { formatShortDate } from '@fuel/domain';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { NewsImage } from './news-image';
import styles from './news.module.css';

/** A teaser's column: three across from 1,200 px, two from 768 px, the full width below. */
const TEASER_SIZES = '(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw';

interface NewsTeaserProps {
  readonly article: NewsArticleSummaryOutput;
  /** The lead article is shown large, with heading level 2 instead of 3. */
  readonly lead?: boolean;
}

/** Image, date, title (the link) and teaser of an article. */
export function NewsTeaser({ article, lead = false }: NewsTeaserProps) {
  const site = useSite();
  const Heading = lead ? 'h2' : 'h3';
  return (
    <article className={lead ? `${styles.teaser} ${styles.lead}` : styles.teaser}>
      <NewsImage
        className={styles.image}
        image={article.Image}
        filePath={article.FilePath}
        alt={article.ImageAlt}
        sizes={lead ? '(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw' : TEASER_SIZES}
      />
      <div className={styles.body}>
        <p className="muted">
          <time dateTime={article.PublishedAt}>{formatShortDate(article.PublishedAt, site.code)}</time>
        </p>
        <Heading className={styles.title}>
          <Link to={siteHref(site, article.Link)}>{article.Title}</Link>
        </Heading>
        <p>{article.Teaser}</p>
      </div>
    </article>
  );
}
