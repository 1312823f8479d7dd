import type { AdvertInput, AdvertOutput } from '@fuel/api-client';
import { fieldMessageOf } from '../../../lib/errors/api-error.util';

/** What the advert form posts, as typed (a refused post shows the form as it was sent). */
export interface AdvertFormValues {
  readonly name: string;
  readonly advertiser: string;
  readonly linkUrl: string;
  readonly html: string;
  /** The stylesheet as text (the saved one, scoped to `.advert`, or what was typed); a file replaces it. */
  readonly css: string;
}

export type AdvertField = keyof AdvertFormValues;
export type AdvertFieldErrors = Readonly<Partial<Record<AdvertField, string>>>;

const FIELDS: readonly AdvertField[] = ['name', 'advertiser', 'linkUrl', 'html', 'css'];

/** A posted text field ('' when missing or a file); NUL never reaches the API (PostgreSQL refuses it). */
function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.replaceAll('\u0000', '') : '';
}

export function advertFormValues(form: FormData): AdvertFormValues {
  return {
    name: text(form, 'name').trim(),
    advertiser: text(form, 'advertiser').trim(),
    linkUrl: text(form, 'linkUrl').trim(),
    html: text(form, 'html').trim(),
    css: text(form, 'css').trim(),
  };
}

export function advertFormValuesOf(advert: AdvertOutput): AdvertFormValues {
  return {
    name: advert.name,
    advertiser: advert.advertiser,
    linkUrl: advert.linkUrl ?? '',
    html: advert.html,
    css: advert.css ?? '',
  };
}

export const NEW_ADVERT_VALUES: AdvertFormValues = {
  name: '',
  advertiser: '',
  linkUrl: '',
  html: '',
  css: '',
};

const REQUIRED: Readonly<Partial<Record<AdvertField, string>>> = {
  name: 'Bitte geben Sie der Anzeige einen Namen.',
  advertiser: 'Bitte geben Sie den Werbetreibenden an.',
  html: 'Bitte geben Sie den HTML-Code der Anzeige an.',
};

/** The API's input, or the fields the form itself can tell are missing (the API checks the rest, in German). */
export function advertInputOf(
  values: AdvertFormValues,
): { input: AdvertInput } | { errors: AdvertFieldErrors } {
  const errors: Partial<Record<AdvertField, string>> = {};
  for (const [field, message] of Object.entries(REQUIRED) as [AdvertField, string][]) {
    if (values[field] === '') errors[field] = message;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      name: values.name,
      advertiser: values.advertiser,
      html: values.html,
      linkUrl: values.linkUrl || null,
    },
  };
}

/** The API's German messages by form field (the stylesheet's `css` included). */
export function advertApiErrors(error: unknown): AdvertFieldErrors {
  const errors: Partial<Record<AdvertField, string>> = {};
  for (const field of FIELDS) {
    const message = fieldMessageOf(error, field);
    if (message) errors[field] = message;
  }
  return errors;
}

/** A stylesheet larger than this is not read (the API allows far less: AD_LIMITS.css). */
const CSS_FILE_MAX_BYTES = 200_000;

export type PostedStylesheet =
  | { readonly kind: 'text'; readonly css: string }
  | { readonly kind: 'file'; readonly css: string }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * The stylesheet the form posts: an uploaded `.css` file wins over the text field. A file that is not text
 * or far too large is refused here with a German message; the API scopes and checks the rest.
 */
export async function postedStylesheet(form: FormData): Promise<PostedStylesheet> {
  const file = form.get('cssFile');
  if (file instanceof File && file.size > 0) {
    if (file.size > CSS_FILE_MAX_BYTES) {
      return { kind: 'refused', message: 'Die Datei ist zu groß für ein Stylesheet.' };
    }
    const css = (await file.text()).replace(/^\uFEFF/, '');
    if (css.includes('\u0000') || css.includes('\uFFFD')) {
      return { kind: 'refused', message: 'Die Datei ist kein Stylesheet (Text in UTF-8).' };
    }
    return { kind: 'file', css: css.trim() };
  }
  return { kind: 'text', css: text(form, 'css').trim() };
}

/** Characters that end or break an attribute value. */
function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

export interface AdvertImage {
  readonly src: string;
  readonly alt: string | null;
  readonly width?: number | null;
  readonly height?: number | null;
}

/** The markup a library image goes into the advert's HTML with (width and height keep its box from jumping). */
export function imageSnippet(image: AdvertImage): string {
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
  return `<img src="${attribute(image.src)}" alt="${attribute(image.alt ?? '')}"${size}>`;
}
