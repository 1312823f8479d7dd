import type { NewsArticleOutput } from '@fuel/api-client';
import { apiClientContext } from '../../lib/api/api-client.context';
import {
  type HeadArgs,
  type TitleAndDescription,
  absoluteUrl,
  cachedQueryData,
} from '../../lib/seo/page-head.server';
import { newsArticleLd } from '../../lib/seo/json-ld.util';
import { type PageSeo, pageSeo } from '../../lib/seo/page-seo.util';
import { siteContext } from '../../lib/site/site.context';
import { newsArticleQuery } from './queries';

export function newsArticleHead(args: HeadArgs, seo: TitleAndDescription, slug: string): PageSeo {
  const { countryId, origin } = args.context.get(siteContext);
  const article = cachedQueryData<NewsArticleOutput | null>(
    args,
    newsArticleQuery(args.context.get(apiClientContext), countryId, slug).queryKey,
  );
  const path = `/news/artikel/${slug}`;
  return pageSeo(args, {
    ...seo,
    path,
    breadcrumbs: [{ label: 'News', path: '/news' }, { label: seo.title }],
    jsonLd: article
      ? [
          newsArticleLd({
            headline: article.Title,
            description: article.Teaser,
            url: absoluteUrl(args, path),
            ...(article.FilePath && { imageUrl: `${origin}${article.FilePath}` }),
            datePublished: article.PublishedAt,
            dateModified: article.UpdatedAt,
            publisherUrl: absoluteUrl(args, '/'),
            logoUrl: `${origin}/favicon.svg`,
          }),
        ]
      : [],
  });
}
