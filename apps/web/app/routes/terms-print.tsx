import { pageMeta } from '../features/content/page-seo.util';
import { TermsText } from '../features/content/components/terms-text';

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
