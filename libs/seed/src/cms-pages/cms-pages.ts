import { and, eq, inArray } from 'drizzle-orm';
import { cmsPages, cmsPageSites, contentRevisions, type Database } from '@fuel/db';
import {
  COUNTRIES,
  type CountryCode,
  type CountryId,
  type OperatorContact,
  operatorContacts,
  phoneHref,
  siteSpelling,
} from '@fuel/domain';
import type { PageContent, PageKind } from '@fuel/domain/content';
import { infoCenterSections, type InfoSection } from './texts/info-center.constant.js';
import {
  imprintBasis,
  imprintSections,
  siteSpelledOperator,
  vatIdLabel,
} from './texts/legal-imprint.constant.js';
import { PRIVACY_VERSION_DATE, privacySections } from './texts/legal-privacy.constant.js';
import type { LegalSection } from './texts/legal-section.type.js';
import { TERMS_VERSION_DATE, termsSections } from './texts/terms.constant.js';

/** A page the shop starts with: its text per site (sites with the same text share one page). */
interface SeedPage {
  readonly path: string;
  readonly parentPath: string | null;
  readonly kind: PageKind;
  readonly sortOrder: number;
  readonly content: (code: CountryCode, operator: OperatorContact) => PageContent;
}

export interface CmsPagesReport {
  /** Pages written now (a page per group of sites with the same text). */
  readonly created: number;
  /** Paths already there on every site (kept as the editors left them). */
  readonly kept: number;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text: string) => `<p>${escape(text)}</p>`;
const sectionsHtml = (sections: readonly LegalSection[]) =>
  sections.map((s) => `<h2>${escape(s.title)}</h2>${s.paragraphs.map(paragraph).join('')}`).join('');

function page(
  code: CountryCode,
  fields: Pick<PageContent, 'title' | 'description' | 'body'> & Partial<PageContent>,
): PageContent {
  return {
    seoTitle: '',
    seoDescription: '',
    noIndex: false,
    ...fields,
    title: siteSpelling(fields.title, code),
    description: siteSpelling(fields.description, code),
  };
}

/** The first sentence of a guide, under its title in the info center's list. */
function firstSentence(section: InfoSection): string {
  const text = section.paragraphs[0] ?? '';
  return (text.split(/(?<=[.!?])\s/)[0] ?? text).slice(0, 400);
}

function infoArticle(id: string, sortOrder: number): SeedPage {
  const section = (code: CountryCode) => {
    const found = infoCenterSections(code).find((s) => s.id === id);
    if (!found) throw new Error(`info center section ${id} missing`);
    return found;
  };
  return {
    path: `/info-center/${id}`,
    parentPath: '/info-center',
    kind: 'info-center',
    sortOrder,
    content: (code) => {
      const s = section(code);
      const tips = s.tips?.length
        ? `<h2>${escape(siteSpelling('Tipps', code))}</h2><ul>${s.tips.map((t) => `<li>${escape(t)}</li>`).join('')}</ul>`
        : '';
      return page(code, {
        title: s.title,
        description: firstSentence(s),
        body: s.paragraphs.map(paragraph).join('') + tips,
      });
    },
  };
}

function imprintBody(code: CountryCode, configured: OperatorContact): string {
  const operator = siteSpelledOperator(code, configured);
  const fact = (label: string, value: string) => `<strong>${escape(label)}:</strong> ${value}`;
  const facts = [
    fact(
      code === 'ch' ? 'Vertretungsberechtigte Person' : 'Vertreten durch die Geschäftsführung',
      escape(operator.managingDirector),
    ),
    fact('Registereintrag', escape(operator.registerEntry)),
    fact(vatIdLabel(code), escape(operator.vatId)),
    fact(
      'Telefon',
      `<a href="${phoneHref(operator.customerPhone)}">${escape(operator.customerPhone)}</a> (${escape(operator.serviceHours)})`,
    ),
    fact('E-Mail', `<a href="mailto:${escape(operator.email)}">${escape(operator.email)}</a>`),
  ];
  return (
    paragraph(imprintBasis(code)) +
    '<h2>Betreiber des Marktplatzes</h2>' +
    `<p><strong>${escape(operator.companyName)}</strong><br>${escape(operator.street)}<br>` +
    `${escape(`${operator.postalCode} ${operator.town}`)}<br>${escape(operator.country)}</p>` +
    `<p>${facts.join('<br>')}</p>` +
    sectionsHtml(imprintSections(code, operator))
  );
}

/**
 * Today's info center, imprint, privacy notice and terms (the texts the web had in code until issue #16),
 * in the order the site lists them.
 */
const SEED_PAGES: readonly SeedPage[] = [
  {
    path: '/info-center',
    parentPath: null,
    kind: 'info-center',
    sortOrder: 0,
    content: (code) =>
      page(code, {
        title: 'Info-Center',
        description:
          'Ratgeber rund um Heizöl: was den Preis bestimmt, Tankpflege, Ablauf der Lieferung, Zahlungsarten und Widerrufsrecht.',
        body: paragraph(
          siteSpelling(
            'Hier finden Sie unsere Ratgeber für Heizölkundinnen und -kunden: vom Preis über die Pflege von Tank und Heizöl bis zur Lieferung und Bezahlung.',
            code,
          ),
        ),
        seoTitle: 'Info-Center: Ratgeber rund um Heizöl',
      }),
  },
  ...['preisfaktoren', 'tankpflege', 'lieferung', 'zahlung', 'widerrufsrecht'].map((id, i) =>
    infoArticle(id, (i + 1) * 10),
  ),
  {
    path: '/impressum',
    parentPath: null,
    kind: 'imprint',
    sortOrder: 10,
    content: (code, operator) =>
      page(code, {
        title: 'Impressum',
        description:
          'Impressum des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue: Betreiber und Kontakt.',
        body: imprintBody(code, operator),
      }),
  },
  {
    path: '/datenschutz',
    parentPath: null,
    kind: 'privacy',
    sortOrder: 20,
    content: (code, operator) =>
      page(code, {
        title: 'Datenschutzerklärung',
        description:
          'Wie der Marktplatz für Heizöl, Diesel, Holzpellets und AdBlue Ihre Daten verarbeitet, an wen er sie weitergibt und welche Rechte Sie haben.',
        body: paragraph(`Stand: ${PRIVACY_VERSION_DATE}`) + sectionsHtml(privacySections(code, operator)),
      }),
  },
  {
    path: '/agb',
    parentPath: null,
    kind: 'terms',
    sortOrder: 30,
    content: (code, operator) =>
      page(code, {
        title: 'Allgemeine Geschäftsbedingungen',
        description:
          'Allgemeine Geschäftsbedingungen des Marktplatzes für Heizöl, Diesel, Holzpellets und AdBlue.',
        body: paragraph(`Stand: ${TERMS_VERSION_DATE}`) + sectionsHtml(termsSections(code, operator)),
        seoTitle: 'Allgemeine Geschäftsbedingungen (AGB)',
      }),
  },
];

/** The sites of one page: those whose text is the same. */
function groupedBySite(definition: SeedPage, operators: Readonly<Record<CountryCode, OperatorContact>>) {
  const groups = new Map<string, { content: PageContent; countryIds: CountryId[] }>();
  for (const country of COUNTRIES) {
    const content = definition.content(country.code, operators[country.code]);
    const key = JSON.stringify(content);
    const group = groups.get(key) ?? { content, countryIds: [] };
    group.countryIds.push(country.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Writes the pages of SEED_PAGES as published CMS pages with a first revision, on every run (production too)
 * but only where a site has no page at the path yet: what editors changed, moved or deleted is never
 * overwritten. The imprint names the operator as configured (OPERATOR_*, CUSTOMER_PHONE_*) when first written.
 */
export async function seedCmsPages(
  db: Database,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<CmsPagesReport> {
  const operators = operatorContacts(env);
  let created = 0;
  let kept = 0;
  for (const definition of SEED_PAGES) {
    for (const group of groupedBySite(definition, operators)) {
      const written = await db.transaction(async (tx) => {
        const taken = await tx
          .select({ countryId: cmsPageSites.countryId })
          .from(cmsPageSites)
          .where(
            and(eq(cmsPageSites.path, definition.path), inArray(cmsPageSites.countryId, group.countryIds)),
          );
        const free = group.countryIds.filter((id) => !taken.some((row) => row.countryId === id));
        if (free.length === 0) return false;
        let parentId: number | null = null;
        if (definition.parentPath) {
          const [parent] = await tx
            .select({ pageId: cmsPageSites.pageId })
            .from(cmsPageSites)
            .where(
              and(eq(cmsPageSites.path, definition.parentPath), eq(cmsPageSites.countryId, free[0] ?? 1)),
            );
          // The editors removed the parent on this site: its article stays out too.
          if (!parent) return false;
          parentId = parent.pageId;
        }
        const { content } = group;
        const now = new Date();
        const [row] = await tx
          .insert(cmsPages)
          .values({
            parentId,
            kind: definition.kind,
            slug: definition.path.split('/').at(-1) ?? '',
            path: definition.path,
            countryIds: free,
            sortOrder: definition.sortOrder,
            state: 'published',
            ...content,
            draft: null,
            publishedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: cmsPages.id });
        if (!row) throw new Error(`cms page ${definition.path} not written`);
        await tx
          .insert(cmsPageSites)
          .values(free.map((countryId) => ({ countryId, path: definition.path, pageId: row.id })));
        await tx
          .insert(contentRevisions)
          .values({ entity: 'page', entityId: row.id, action: 'publish', content, createdBy: null });
        return true;
      });
      if (written) created += 1;
      else kept += 1;
    }
  }
  return { created, kept };
}
