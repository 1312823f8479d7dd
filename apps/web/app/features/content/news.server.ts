import type { TitleAndDescription } from '../../lib/seo/page-head.server';
import { prefetchAndDehydrate } from '../../lib/query/prefetch.util';
import { siteContext } from '../../lib/site/site.context';
import { NEWS_LIST_PAGE_SIZE } from './news.constant';
import { featuredNewsQuery, newsArticleQuery, newsListQuery } from './queries';
import { type PageLoaderArgs, notFoundPage } from '../../lib/errors/error-status.util';

/** `?seite=2` → 2; missing → 1; anything else is no page of the list. */
function pageOf(url: URL): number {
  const value = url.searchParams.get('seite');
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : notFoundPage();
}

/** `/news`: the featured article on the first page, then the articles, newest first, with paging. */
export async function loadNewsList({ url, context }: PageLoaderArgs) {
  const site = context.get(siteContext);
  const page = pageOf(url);
  const dehydratedState = await prefetchAndDehydrate(context, async (client, api) => {
    const [list] = await Promise.all([
      client.fetchQuery(newsListQuery(api, site.countryId, page, NEWS_LIST_PAGE_SIZE)),
      page === 1 && client.prefetchQuery(featuredNewsQuery(api, site.countryId)),
    ]);
    // Past the last page there is nothing to show; the first page exists even without articles.
    if (!list || (page > 1 && list.Items.length === 0)) notFoundPage();
  });
  const seo: TitleAndDescription = {
    title: page === 1 ? 'News rund um Heizöl und Energie' : `News rund um Heizöl – Seite ${page}`,
    description:
      'Aktuelles zu Heizölpreisen, Lieferung, Lagerung und Heiztechnik: Ratgeber und Nachrichten für Heizöl- und Pelletkunden.',
  };
  return { seo, page, dehydratedState };
}

/** `/news/artikel/{artikelString}`. */
export async function loadNewsArticle({ params, context }: PageLoaderArgs) {
  const site = context.get(siteContext);
  const slug = params['artikelString'] ?? '';
  if (!/^[a-z0-9][a-z0-9-]{0,119}$/.test(slug)) notFoundPage();
  let seo: TitleAndDescription = { title: '', description: '' };
  const dehydratedState = await prefetchAndDehydrate(context, async (client, api) => {
    const [article] = await Promise.all([
      client.fetchQuery(newsArticleQuery(api, site.countryId, slug)),
      client.prefetchQuery(newsListQuery(api, site.countryId)),
    ]);
    if (!article) notFoundPage();
    seo = { title: article.Title, description: article.Teaser };
  });
  return { seo, slug, dehydratedState };
}
