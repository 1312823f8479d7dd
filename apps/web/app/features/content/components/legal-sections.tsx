import type { LegalSection } from '../legal-section.type';

/** The sections of a legal text, each an h2 with its paragraphs. */
export function LegalSections({ sections }: { readonly sections: readonly LegalSection[] }) {
  return sections.map((section) => (
    <section key={section.title}>
      <h2>{section.title}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 60)}>{paragraph}</p>
      ))}
    </section>
  ));
}
