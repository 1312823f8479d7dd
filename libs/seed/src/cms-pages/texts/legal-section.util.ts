import { type CountryCode, siteSpelling } from '@fuel/domain';
import type { LegalSection } from './legal-section.type.js';

/** A text's sections in the site's spelling (ch: ss for ß), tips included: the one place the guides and legal texts pass through. */
export function siteSpelledSections<S extends LegalSection & { readonly tips?: readonly string[] }>(
  sections: readonly S[],
  code: CountryCode,
): readonly S[] {
  const spell = (text: string) => siteSpelling(text, code);
  return sections.map((section) => ({
    ...section,
    title: spell(section.title),
    paragraphs: section.paragraphs.map(spell),
    ...(section.tips && { tips: section.tips.map(spell) }),
  }));
}
