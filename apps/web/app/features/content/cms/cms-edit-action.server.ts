import { type RouterContextProvider, data, redirect } from 'react-router';
import { errorCodeOf, errorText } from '../../../lib/errors/api-error.util';
import { notFoundPage } from '../../../lib/errors/error-status.util';
import { siteHref } from '../../../lib/site/site-links.util';
import { siteContext } from '../../../lib/site/site.context';
import { refusedPage } from '../../back-office/index.server';
import { apiFieldErrors } from './cms-form.util';
import type { CmsRevision } from './cms-types';
import { fromSiteLocalInput } from './site-time.util';

type Context = Readonly<RouterContextProvider>;

export const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';

/** The edit page's query after an action (post/redirect/get): which notice to show. */
export const DONE_QUERY = 'erledigt';
/** A new record created but refused publication (its broken links, say): the edit page says so. */
export const NOT_PUBLISHED_QUERY = 'nicht-veroeffentlicht';

/** A generated client call's outcome, as far as the actions look at it. */
interface Outcome<T = unknown> {
  readonly data?: T;
  readonly error?: unknown;
  readonly response?: Response;
}

/** What the editors' loaders give their screens besides the record itself. */
export interface EditData<V> {
  readonly values: V;
  readonly revisions: readonly CmsRevision[];
  readonly notice: string | null;
  readonly error: string | null;
}

/** The German text of 409 STALE_DRAFT: another editor saved in between. */
export function staleDraftText(what: 'Diese Seite' | 'Dieser Artikel'): string {
  return (
    `${what} wurde inzwischen von jemand anderem gespeichert. Ihre Änderungen sind noch nicht gespeichert: ` +
    'Kopieren Sie Ihre Texte, laden Sie den neuen Stand und übernehmen Sie Ihre Änderungen dort.'
  );
}

/** What every edit form posts besides its content. */
export interface EditFormValues {
  readonly expectedUpdatedAt: string;
  readonly publishAt: string;
}

export type EditFieldErrors = Readonly<Partial<Record<string, string>>>;

export interface EditActionData<V> {
  readonly error: string | null;
  readonly fieldErrors: EditFieldErrors;
  readonly values: V | null;
  /** Another editor saved in between (409 STALE_DRAFT). */
  readonly stale: boolean;
}

/** The calls of one kind of record (page or article) the shared edit action makes. */
export interface EditOperations<V extends EditFormValues, I, R> {
  readonly values: (form: FormData) => V;
  readonly input: (values: V) => { input: I } | { errors: EditFieldErrors };
  readonly create: (input: I) => Promise<Outcome<{ id: number }>>;
  readonly get: (id: number) => Promise<Outcome<R>>;
  readonly same: (input: I, record: R) => boolean;
  readonly save: (id: number, input: I, expectedUpdatedAt: string) => Promise<Outcome>;
  readonly publish: (id: number, publishAt: string | null) => Promise<Outcome>;
  readonly unpublish: (id: number) => Promise<Outcome>;
  readonly restore: (id: number, revisionId: number) => Promise<Outcome>;
  /** Absent where records cannot be deleted here. */
  readonly remove?: (id: number) => Promise<Outcome>;
  readonly editPath: (id: number) => string;
  /** Where a deleted record's editor goes. */
  readonly deletedPath: string;
  /** The German text of 409 STALE_DRAFT. */
  readonly staleText: string;
  readonly confirmDeleteText: string;
}

/**
 * The edit page's forms, by `intent`: `save` (create or save the draft), `publish` and `schedule` (the
 * form saved first when it differs from the saved draft), `unpublish`, `delete` (confirmed), `restore` (a
 * revision). Success redirects with a notice; a refusal shows the form as posted with the API's reasons.
 */
export async function cmsEditAction<V extends EditFormValues, I, R>(
  request: Request,
  context: Context,
  recordId: number | null,
  ops: EditOperations<V, I, R>,
) {
  const site = context.get(siteContext);
  const form = await request.formData();
  const intent = form.get('intent');
  const done = (id: number, what: string) =>
    redirect(siteHref(site, `${ops.editPath(id)}?${DONE_QUERY}=${what}`));
  const failure = (result: Outcome, values: V | null) => {
    const status = result.response?.status;
    if (status === 401 || status === 403) refusedPage(status);
    if (status === 404) notFoundPage();
    const stale = errorCodeOf(result.error) === 'STALE_DRAFT';
    return data<EditActionData<V>>(
      {
        error: stale ? ops.staleText : errorText(result.error, FAILED),
        fieldErrors: apiFieldErrors(result.error),
        values,
        stale,
      },
      { status: status ?? 502 },
    );
  };
  const refused = (error: string, values: V | null, fieldErrors: EditFieldErrors = {}) =>
    data<EditActionData<V>>({ error, fieldErrors, values, stale: false }, { status: 400 });

  if (recordId !== null && intent === 'unpublish') {
    const result = await ops.unpublish(recordId);
    return result.error === undefined ? done(recordId, 'zurueckgezogen') : failure(result, null);
  }
  if (recordId !== null && intent === 'delete' && ops.remove) {
    if (form.get('confirm') !== '1') return refused(ops.confirmDeleteText, null);
    const result = await ops.remove(recordId);
    return result.error === undefined ? redirect(siteHref(site, ops.deletedPath)) : failure(result, null);
  }
  if (recordId !== null && intent === 'restore') {
    const revisionId = Number(form.get('revisionId'));
    if (!Number.isSafeInteger(revisionId) || revisionId < 1) return refused(FAILED, null);
    const result = await ops.restore(recordId, revisionId);
    return result.error === undefined ? done(recordId, 'wiederhergestellt') : failure(result, null);
  }
  if (intent !== 'save' && intent !== 'publish' && intent !== 'schedule') return refused(FAILED, null);

  const values = ops.values(form);
  let publishAt: string | null = null;
  if (intent === 'schedule') {
    publishAt = fromSiteLocalInput(values.publishAt, site.countryId);
    if (publishAt === null) {
      return refused('Bitte geben Sie Datum und Uhrzeit der Veröffentlichung an.', values, {
        publishAt: 'Bitte geben Sie Datum und Uhrzeit an.',
      });
    }
    if (Date.parse(publishAt) <= Date.now()) {
      return refused('Der Zeitpunkt liegt in der Vergangenheit.', values, {
        publishAt: 'Bitte wählen Sie einen Zeitpunkt in der Zukunft.',
      });
    }
  }
  const parsed = ops.input(values);
  if ('errors' in parsed) return refused('Bitte prüfen Sie die markierten Felder.', values, parsed.errors);
  const { input } = parsed;

  let id = recordId;
  if (id === null) {
    const created = await ops.create(input);
    if (!created.data) return failure(created, values);
    id = created.data.id;
    if (intent === 'save') return done(id, 'angelegt');
  } else {
    const current = await ops.get(id);
    if (!current.data) return failure(current, values);
    if (intent === 'save' || !ops.same(input, current.data)) {
      if (!values.expectedUpdatedAt) return refused(FAILED, values);
      const saved = await ops.save(id, input, values.expectedUpdatedAt);
      if (saved.error !== undefined) return failure(saved, values);
    }
    if (intent === 'save') return done(id, 'gespeichert');
  }
  const published = await ops.publish(id, publishAt);
  if (published.error !== undefined) {
    // A new record exists by now: its own edit page says why it is not published.
    if (recordId === null) {
      return redirect(siteHref(site, `${ops.editPath(id)}?${DONE_QUERY}=angelegt&${NOT_PUBLISHED_QUERY}=1`));
    }
    // The draft is saved by now: the form shows the reloaded record (with its new updatedAt), not the post.
    return failure(published, null);
  }
  return done(id, intent === 'schedule' ? 'geplant' : 'veroeffentlicht');
}

/** The notice after an action, by the address's `erledigt`; `what` names the record ('Die Seite'). */
export function doneNotice(params: URLSearchParams, what: 'Die Seite' | 'Der Artikel'): string | null {
  const notices: Readonly<Record<string, string>> = {
    gespeichert: 'Der Entwurf ist gespeichert. Die Website zeigt weiter die veröffentlichte Fassung.',
    angelegt: `${what} ist als Entwurf angelegt.`,
    veroeffentlicht: `${what} ist veröffentlicht und auf der Website zu sehen.`,
    geplant: 'Die Veröffentlichung ist geplant.',
    zurueckgezogen: `${what} ist zurückgezogen und auf der Website nicht mehr zu sehen.`,
    wiederhergestellt:
      'Die ältere Fassung ist als Entwurf wiederhergestellt. Veröffentlichen Sie sie, wenn sie passt.',
  };
  return notices[params.get(DONE_QUERY) ?? ''] ?? null;
}

/** Why a new record's publication failed (after the redirect to its editor). */
export function notPublishedError(params: URLSearchParams, what: 'Die Seite' | 'Der Artikel'): string | null {
  return params.has(NOT_PUBLISHED_QUERY)
    ? `${what} ist als Entwurf angelegt, aber nicht veröffentlicht. Prüfen Sie die Hinweise und veröffentlichen Sie erneut.`
    : null;
}

/** A record id of the address: none (or `neu`) for a new record, a positive integer, else the 404 page. */
export function recordIdParam(recordId: string | undefined): number | null {
  if (recordId === undefined || recordId === 'neu') return null;
  const id = Number(recordId);
  if (!/^\d{1,12}$/.test(recordId) || !Number.isSafeInteger(id) || id < 1) notFoundPage();
  return id;
}
