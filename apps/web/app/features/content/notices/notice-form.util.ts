import type { CmsNoticeInput, CmsNoticeOutput } from '@fuel/api-client';
import { COUNTRY_IDS, type CountryId, type CountryRef } from '@fuel/domain';
import { NOTICE_PLACEMENTS, NOTICE_TONES, type NoticePlacement, type NoticeTone } from '@fuel/domain/content';
import { fieldMessageOf } from '../../../lib/errors/api-error.util';
import { formText } from '../cms/cms-form.util';
import { fromSiteLocalInput, toSiteLocalInput } from '../cms/site-time.util';

/** What the notice form posts, as typed (a refused post shows the form as it was sent). */
export interface NoticeFormValues {
  readonly countryIds: readonly CountryId[];
  readonly placement: NoticePlacement;
  readonly tone: NoticeTone;
  readonly title: string;
  readonly message: string;
  readonly linkLabel: string;
  readonly linkUrl: string;
  /** datetime-local in the site's time zone. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly priority: string;
  readonly active: boolean;
}

export type NoticeField = keyof NoticeFormValues;
export type NoticeFieldErrors = Readonly<Partial<Record<NoticeField, string>>>;

const FIELDS: readonly NoticeField[] = [
  'countryIds',
  'placement',
  'tone',
  'title',
  'message',
  'linkLabel',
  'linkUrl',
  'startsAt',
  'endsAt',
  'priority',
  'active',
];

export const NOTICE_TONE_NAMES: Readonly<Record<NoticeTone, string>> = {
  info: 'Hinweis',
  success: 'Erfolg',
  warning: 'Achtung',
};

export function noticeFormValues(form: FormData): NoticeFormValues {
  const sites = new Set(form.getAll('countryIds').map(String));
  const placement = formText(form, 'placement');
  const tone = formText(form, 'tone');
  return {
    countryIds: COUNTRY_IDS.filter((id) => sites.has(String(id))),
    placement: NOTICE_PLACEMENTS.find((p) => p === placement) ?? 'all',
    tone: NOTICE_TONES.find((t) => t === tone) ?? 'info',
    title: formText(form, 'title').trim(),
    message: formText(form, 'message').trim(),
    linkLabel: formText(form, 'linkLabel').trim(),
    linkUrl: formText(form, 'linkUrl').trim(),
    startsAt: formText(form, 'startsAt').trim(),
    endsAt: formText(form, 'endsAt').trim(),
    priority: formText(form, 'priority').trim(),
    active: form.get('active') === '1',
  };
}

/** The form of a saved notice, its times on the site's clock. */
export function noticeFormValuesOf(notice: CmsNoticeOutput, site: CountryRef): NoticeFormValues {
  return {
    countryIds: notice.countryIds,
    placement: notice.placement,
    tone: notice.tone,
    title: notice.title ?? '',
    message: notice.message,
    linkLabel: notice.linkLabel ?? '',
    linkUrl: notice.linkUrl ?? '',
    startsAt: toSiteLocalInput(notice.startsAt, site),
    endsAt: notice.endsAt ? toSiteLocalInput(notice.endsAt, site) : '',
    priority: String(notice.priority),
    active: notice.active,
  };
}

/** A new notice: this site, every page, from now on, switched on. */
export function newNoticeFormValues(countryId: CountryId, now = new Date()): NoticeFormValues {
  return {
    countryIds: [countryId],
    placement: 'all',
    tone: 'info',
    title: '',
    message: '',
    linkLabel: '',
    linkUrl: '',
    startsAt: toSiteLocalInput(now.toISOString(), countryId),
    endsAt: '',
    priority: '0',
    active: true,
  };
}

/** The API's input, or the fields the form itself can tell are wrong (the API checks the rest, in German). */
export function noticeInputOf(
  values: NoticeFormValues,
  site: CountryRef,
): { input: CmsNoticeInput } | { errors: NoticeFieldErrors } {
  const errors: Partial<Record<NoticeField, string>> = {};
  const startsAt = fromSiteLocalInput(values.startsAt, site);
  if (!startsAt) errors.startsAt = 'Bitte geben Sie Datum und Uhrzeit des Beginns an.';
  const endsAt = values.endsAt ? fromSiteLocalInput(values.endsAt, site) : null;
  if (values.endsAt && !endsAt) errors.endsAt = 'Bitte geben Sie Datum und Uhrzeit des Endes an.';
  const priority = values.priority === '' ? 0 : Number(values.priority);
  if (!Number.isInteger(priority)) errors.priority = 'Die Priorität muss eine ganze Zahl sein.';
  if (!startsAt || Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      countryIds: [...values.countryIds],
      placement: values.placement,
      tone: values.tone,
      title: values.title || null,
      message: values.message,
      linkLabel: values.linkLabel || null,
      linkUrl: values.linkUrl || null,
      startsAt,
      endsAt,
      priority,
      active: values.active,
    },
  };
}

/** The API's German messages by form field. */
export function noticeApiErrors(error: unknown): NoticeFieldErrors {
  const errors: Partial<Record<NoticeField, string>> = {};
  for (const field of FIELDS) {
    const message = fieldMessageOf(error, field);
    if (message) errors[field] = message;
  }
  return errors;
}
