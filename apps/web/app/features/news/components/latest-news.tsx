import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { siteHref } from '../../site/site-links.util';
import { useSite } from '../../site/site-provider';
import { newsListQuery } from '../queries';
import { NewsTeaser } from './news-teaser';

/** The newest three articles (spec 2 §9: default page size 3), for the home page. */
export function LatestNews() {
  const site = useSite();
  const { data } = useQuery(newsListQuery(site.countryId));
  const items = data?.Items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="container section" aria-labelledby="latest-news-headline">
      <h2 id="latest-news-headline">Aktuelle News</h2>
      <div className="news-grid">
        {items.map((article) => (
          <NewsTeaser key={article.Id} article={article} />
        ))}
      </div>
      <p>
        <Link to={siteHref(site, '/news')}>Alle News ansehen</Link>
      </p>
    </section>
  );
}
