import { BRAND_NAME } from '../../ui/brand.constant';

/** Title and description a loader works out from its data, for the route's meta. */
export interface PageSeo {
  readonly title: string;
  readonly description: string;
}

/** The meta tags of a content page: its own title (with the brand) and description. */
export function pageMeta(seo: PageSeo | undefined) {
  if (!seo) return [{ title: BRAND_NAME }];
  return [{ title: `${seo.title} | ${BRAND_NAME}` }, { name: 'description', content: seo.description }];
}
