import type { SeoCrumb } from '../../lib/seo/page-seo.util';
import { PRICE_PAGES_ROOT } from './price-range.constant';

interface PricePageHead {
  readonly Level: string;
  readonly Title: string;
  readonly Parents: readonly { readonly Title: string; readonly Link: string }[];
}

/** Heizölpreise › state › county › zip place; the page itself last, without link. */
export function priceCrumbs(page: PricePageHead): SeoCrumb[] {
  if (page.Level === 'country') return [{ label: 'Heizölpreise' }];
  return [
    { label: 'Heizölpreise', path: PRICE_PAGES_ROOT },
    ...page.Parents.map((parent) => ({ label: parent.Title, path: parent.Link })),
    { label: page.Title },
  ];
}

/** 'in Bayern', 'in 80331 München', 'in Deutschland' for headings and titles. */
export function priceHeading(page: Pick<PricePageHead, 'Level' | 'Title'>, countryInSentence: string) {
  return page.Level === 'country' ? countryInSentence : `in ${page.Title}`;
}
