import { useSite } from '../../../lib/site/site-provider';
import { TERMS_VERSION_DATE, termsSections } from '../terms.constant';

/** The marketplace's terms of the current site, laid out for reading and printing. */
export function TermsText() {
  const { code } = useSite();
  return (
    <article className="terms">
      <h1>Allgemeine Geschäftsbedingungen</h1>
      <p className="muted">{`Stand: ${TERMS_VERSION_DATE}`}</p>
      {termsSections(code).map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          Drucken
        </button>
      </p>
    </article>
  );
}
