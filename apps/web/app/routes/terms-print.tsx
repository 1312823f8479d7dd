import { BRAND_NAME } from '../ui/brand.constant';

export function meta() {
  return [{ title: `AGB – Druckansicht | ${BRAND_NAME}` }];
}

/** Print view of the terms; the text comes from the content feature later. */
export default function TermsPrint() {
  return (
    <article>
      <h1>Allgemeine Geschäftsbedingungen</h1>
      <p>Die Allgemeinen Geschäftsbedingungen werden hier in Kürze veröffentlicht.</p>
    </article>
  );
}
