import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { PAGE_KINDS, type PageContent, type PageKind } from '@fuel/domain/content';
import type { CmsPage } from './cms-types';

/** What the page form posts, as text (kept as typed, so a refused post shows the form as it was sent). */
export interface PageFormValues {
  readonly parentId: string;
  readonly kind: PageKind;
  readonly slug: string;
  readonly countryIds: readonly CountryId[];
  readonly sortOrder: string;
  readonly title: string;
  readonly description: string;
  readonly body: string;
  readonly seoTitle: string;
  readonly seoDescription: string;
  readonly noIndex: boolean;
  /** The `updatedAt` the form was loaded with (empty for a new page). */
  readonly expectedUpdatedAt: string;
  /** The scheduling field (datetime-local in the site's time zone). */
  readonly publishAt: string;
}

/** German messages by field: the form's names (`title`, not `content.title`). */
export type FieldErrors = Readonly<Partial<Record<keyof PageFormValues, string>>>;

/** Form text without NUL and other control characters (kept: tab, line feed, carriage return). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  if (typeof value !== 'string') return '';
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

export function pageFormValues(form: FormData): PageFormValues {
  const kind = PAGE_KINDS.find((candidate) => candidate === formText(form, 'kind')) ?? 'info-center';
  const sites = new Set(form.getAll('countryIds').map(String));
  return {
    parentId: formText(form, 'parentId').trim(),
    kind,
    slug: formText(form, 'slug').trim(),
    countryIds: COUNTRY_IDS.filter((id) => sites.has(String(id))),
    sortOrder: formText(form, 'sortOrder').trim(),
    title: formText(form, 'title').trim(),
    description: formText(form, 'description').trim(),
    body: formText(form, 'body'),
    seoTitle: formText(form, 'seoTitle').trim(),
    seoDescription: formText(form, 'seoDescription').trim(),
    noIndex: form.get('noIndex') === '1',
    expectedUpdatedAt: formText(form, 'expectedUpdatedAt').trim(),
    publishAt: formText(form, 'publishAt').trim(),
  };
}

/** The form of a saved page: its draft and where it hangs. */
export function pageFormValuesOf(page: CmsPage): PageFormValues {
  return {
    parentId: page.parentId === null ? '' : String(page.parentId),
    kind: page.kind,
    slug: page.slug,
    countryIds: page.countryIds,
    sortOrder: String(page.sortOrder),
    ...page.draft,
    expectedUpdatedAt: page.updatedAt,
    publishAt: '',
  };
}

/** A new page's form: the kind and parent the address names (`?art=faq&parent=3`), on every site. */
export function newPageFormValues(params: URLSearchParams): PageFormValues {
  const parent = Number(params.get('parent'));
  return {
    parentId: Number.isInteger(parent) && parent > 0 ? String(parent) : '',
    kind: PAGE_KINDS.find((kind) => kind === params.get('art')) ?? 'info-center',
    slug: '',
    countryIds: [...COUNTRY_IDS],
    sortOrder: '0',
    title: '',
    description: '',
    body: '',
    seoTitle: '',
    seoDescription: '',
    noIndex: false,
    expectedUpdatedAt: '',
    publishAt: '',
  };
}

export interface PageInput {
  readonly parentId: number | null;
  readonly kind: PageKind;
  readonly slug: string;
  readonly countryIds: CountryId[];
  readonly sortOrder: number;
  readonly content: PageContent;
}

/**
 * The API's body from the form, or the fields the web can already tell are wrong (the API checks all of it
 * again, with the limits).
 */
export function pageInput(values: PageFormValues): { input: PageInput } | { errors: FieldErrors } {
  const errors: Partial<Record<keyof PageFormValues, string>> = {};
  const sortOrder = values.sortOrder === '' ? 0 : Number(values.sortOrder);
  if (!Number.isInteger(sortOrder)) errors.sortOrder = 'Die Reihenfolge muss eine ganze Zahl sein.';
  const parentId = values.parentId === '' ? null : Number(values.parentId);
  if (parentId !== null && (!Number.isInteger(parentId) || parentId < 1)) {
    errors.parentId = 'Bitte wählen Sie eine übergeordnete Seite aus der Liste.';
  }
  if (values.title === '') errors.title = 'Bitte geben Sie einen Titel ein.';
  if (values.slug === '') errors.slug = 'Bitte geben Sie den Adressteil an (z. B. impressum).';
  if (values.countryIds.length === 0) errors.countryIds = 'Bitte wählen Sie mindestens eine Website.';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      parentId,
      kind: values.kind,
      slug: values.slug,
      countryIds: [...values.countryIds],
      sortOrder,
      content: {
        title: values.title,
        description: values.description,
        body: values.body,
        seoTitle: values.seoTitle,
        seoDescription: values.seoDescription,
        noIndex: values.noIndex,
      },
    },
  };
}

/** Whether the posted form says the same as the saved page (publishing then needs no save first). */
export function samePage(input: PageInput, page: CmsPage): boolean {
  const { draft } = page;
  return (
    input.parentId === page.parentId &&
    input.kind === page.kind &&
    input.slug === page.slug &&
    input.sortOrder === page.sortOrder &&
    input.countryIds.join() === [...page.countryIds].sort((a, b) => a - b).join() &&
    input.content.title === draft.title &&
    input.content.description === draft.description &&
    input.content.body === draft.body &&
    input.content.seoTitle === draft.seoTitle &&
    input.content.seoDescription === draft.seoDescription &&
    input.content.noIndex === draft.noIndex
  );
}

/** The API's field errors (`content.title`, `slug`) under the form's names, the first message of each. */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!error || typeof error !== 'object' || !('fieldErrors' in error) || !Array.isArray(error.fieldErrors)) {
    return {};
  }
  const errors: Record<string, string> = {};
  for (const entry of error.fieldErrors as { field?: unknown; messages?: unknown }[]) {
    if (typeof entry.field !== 'string' || !Array.isArray(entry.messages)) continue;
    const name = entry.field.replace(/^content\./, '').replace(/\.\d+$/, '');
    const message: unknown = entry.messages[0];
    if (typeof message === 'string' && !(name in errors)) errors[name] = message;
  }
  return errors;
}
