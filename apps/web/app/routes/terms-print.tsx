import { pageMeta } from '../features/content/page-seo.util';
import { TermsText } from '../features/content/components/terms-text';
import { CACHE_TTL_SECONDS } from '@fuel/domain';
import { publicPageHeaders } from '../features/seo/page-cache.util';

export function meta() {
  return pageMeta({
    title: 'AGB – Druckansicht',
    description:
      'Allgemeine Geschäftsbedingungen des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue.',
  });
}

/** Print view of the terms (plain-print layout: no header, navigation or footer). */
export default function TermsPrint() {
  return <TermsText />;
}

/** Editorial content: cached like the news (3600 s). */
export const headers = publicPageHeaders(CACHE_TTL_SECONDS.news);
