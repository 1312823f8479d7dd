import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import type { NewsContent } from '@fuel/domain/content';
import type { CmsNews } from './cms-types';
import { formText } from './cms-form.util';

/** `/news/artikel/{slug}`: as the API's NEWS_SLUG_PATTERN accepts it. */
const NEWS_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** What the article form posts, as text (kept as typed for a refused post). */
export interface NewsFormValues {
  readonly countryId: CountryId;
  readonly slug: string;
  readonly title: string;
  readonly teaser: string;
  readonly body: string;
  readonly author: string;
  readonly featured: boolean;
  /** The library image's id (kept as it is until the media picker sets it); empty: the fallback image. */
  readonly imageId: string;
  readonly imageAlt: string;
  readonly expectedUpdatedAt: string;
  readonly publishAt: string;
}

export type NewsFieldErrors = Readonly<Partial<Record<keyof NewsFormValues, string>>>;

export function newsFormValues(form: FormData): NewsFormValues {
  const country = COUNTRY_IDS.find((id) => String(id) === formText(form, 'countryId')) ?? 1;
  return {
    countryId: country,
    slug: formText(form, 'slug').trim(),
    title: formText(form, 'title').trim(),
    teaser: formText(form, 'teaser').trim(),
    body: formText(form, 'body'),
    author: formText(form, 'author').trim(),
    featured: form.get('featured') === '1',
    imageId: formText(form, 'imageId').trim(),
    imageAlt: formText(form, 'imageAlt').trim(),
    expectedUpdatedAt: formText(form, 'expectedUpdatedAt').trim(),
    publishAt: formText(form, 'publishAt').trim(),
  };
}

export function newsFormValuesOf(news: CmsNews): NewsFormValues {
  const { draft } = news;
  return {
    countryId: news.countryId,
    slug: news.slug,
    title: draft.title,
    teaser: draft.teaser,
    body: draft.body,
    author: draft.author,
    featured: draft.featured,
    imageId: draft.imageId === null ? '' : String(draft.imageId),
    imageAlt: draft.imageAlt ?? '',
    expectedUpdatedAt: news.updatedAt,
    publishAt: '',
  };
}

/** A new article on the back office's own site. */
export function newNewsFormValues(countryId: CountryId): NewsFormValues {
  return {
    countryId,
    slug: '',
    title: '',
    teaser: '',
    body: '',
    author: '',
    featured: false,
    imageId: '',
    imageAlt: '',
    expectedUpdatedAt: '',
    publishAt: '',
  };
}

export interface NewsInput {
  readonly countryId: CountryId;
  readonly slug: string;
  readonly content: NewsContent;
}

/** The API's body from the form, or what the web can already tell is wrong (the API checks it all again). */
export function newsInput(values: NewsFormValues): { input: NewsInput } | { errors: NewsFieldErrors } {
  const errors: Partial<Record<keyof NewsFormValues, string>> = {};
  const imageId = values.imageId === '' ? null : Number(values.imageId);
  if (imageId !== null && (!Number.isSafeInteger(imageId) || imageId < 1))
    errors.imageId = 'Das Bild ist ungültig.';
  if (values.title === '') errors.title = 'Bitte geben Sie einen Titel ein.';
  if (values.author === '') errors.author = 'Bitte geben Sie die Autorin oder den Autor an.';
  if (!NEWS_SLUG.test(values.slug)) {
    errors.slug = 'Der Adressteil darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (ä als ae).';
  }
  if (imageId !== null && values.imageAlt === '')
    errors.imageAlt = 'Bitte beschreiben Sie das Bild (Alternativtext).';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      countryId: values.countryId,
      slug: values.slug,
      content: {
        title: values.title,
        teaser: values.teaser,
        body: values.body,
        author: values.author,
        featured: values.featured,
        imageId,
        imageAlt: imageId === null ? null : values.imageAlt,
      },
    },
  };
}

/** Whether the posted form says the same as the saved article. */
export function sameNews(input: NewsInput, news: CmsNews): boolean {
  const { content } = input;
  const { draft } = news;
  return (
    input.slug === news.slug &&
    content.title === draft.title &&
    content.teaser === draft.teaser &&
    content.body === draft.body &&
    content.author === draft.author &&
    content.featured === draft.featured &&
    content.imageId === draft.imageId &&
    (content.imageAlt ?? null) === (draft.imageAlt ?? null)
  );
}
