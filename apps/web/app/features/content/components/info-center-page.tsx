import { useSite } from '../../../lib/site/site-provider';
import { infoCenterSections } from '../info-center.constant';
import { Breadcrumbs } from './breadcrumbs';
import { LinkColumns } from './link-columns';

/** Guides on buying fuel: price factors, tank care, delivery, payment and the withdrawal right. */
export function InfoCenterPage() {
  const { code } = useSite();
  const sections = infoCenterSections(code);
  return (
    <div className="container section info-center">
      <Breadcrumbs items={[{ label: 'Info-Center' }]} />
      <h1>Info-Center: Ratgeber rund um Heizöl</h1>
      <p className="narrow-content">
        Alles, was Sie vor und nach einer Heizölbestellung wissen sollten – von der Preisbildung bis zur
        Lieferung.
      </p>
      <nav aria-label="Themen des Info-Centers">
        <LinkColumns>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </LinkColumns>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="section narrow-content"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.tips && (
            <>
              <h3>Tipps</h3>
              <ul>
                {section.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
    </div>
  );
}
