import { randomUUID } from 'node:crypto';
import { createLeadRequest } from '@fuel/api-client';
import type { CountryCode } from '@fuel/domain';
import { compareAnswers } from '@fuel/domain/leads';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { siteContext } from '../../../lib/site/site.context';
import { siteHref } from '../../../lib/site/site-links.util';
import { visitorHeaders } from '../../accounts/index.server';
import { loadConsumptionCheckout } from '../consumption-checkout.server';
import { GUIDE_PATHS } from '../guide-links.util';
import { readSessionAnswers } from '../guide-session.server';
import { loadConsumptionGuide } from '../guide.server';
import type { LeadGuide } from '../guide.type';
import { LEAD_FORM_FIELDS, LEAD_SENT_QUERY } from './lead-form-fields.constant';
import {
  type LeadAnswers,
  type LeadFormActionData,
  LEAD_FORM_TEXTS,
  leadFormValues,
  leadRequestBody,
  leadRequestRefusal,
  postedAnswers,
} from './lead-request.util';

interface RouteArgs {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

/**
 * `/leads/lead-formular`: after a sent request the page that asks to confirm the mail; else the guide and
 * what the session knows (its comparison, postal code and whether the partner serves it: the page without
 * JavaScript; with it the browser's stored comparison stands in where the session has none), and a fresh
 * Idempotency-Key for the form.
 */
export async function loadLeadForm({ request, context }: RouteArgs) {
  if (new URL(request.url).searchParams.has(LEAD_SENT_QUERY)) return { state: 'sent' } as const;
  const { guide, session } = await loadConsumptionCheckout({ request, context });
  return { state: 'form', guide, session, attemptKey: randomUUID() } as const;
}

/** The session's answers (the API names any question they leave open); none without a session. */
async function sessionAnswers(
  request: Request,
  guide: LeadGuide,
  code: CountryCode,
): Promise<LeadAnswers | undefined> {
  const answers = compareAnswers(guide.Steps, await readSessionAnswers(request, guide, code));
  const flat = Object.entries(answers).filter(
    (entry): entry is [string, string | number | boolean] => !Array.isArray(entry[1]),
  );
  return flat.length > 0 ? Object.fromEntries(flat) : undefined;
}

/**
 * The form's post (works without JavaScript): the answers the script posted from local storage, else the
 * session's; the API computes the result again and mails the double opt-in link. Sent → the page that asks
 * to confirm (post/redirect/get); refused → the form again with the German reasons.
 */
export async function leadFormAction({ request, context }: RouteArgs) {
  const site = context.get(siteContext);
  const api = context.get(apiClientContext);
  const form = await request.formData();
  const values = leadFormValues(form);
  const postedKey = form.get(LEAD_FORM_FIELDS.attemptKey);
  const attemptKey = typeof postedKey === 'string' && postedKey !== '' ? postedKey : randomUUID();
  const refused = (
    answer: Omit<LeadFormActionData, 'values' | 'attemptKey'>,
    status: number,
    key = attemptKey,
  ) => data<LeadFormActionData>({ ...answer, values, attemptKey: key }, { status });

  const guide = await loadConsumptionGuide(api);
  const answers = postedAnswers(form) ?? (await sessionAnswers(request, guide, site.code));
  if (!answers) return refused({ formError: LEAD_FORM_TEXTS.answersMissing, way: 'guide' }, 400);
  const built = leadRequestBody(values, answers);
  if ('errors' in built) return refused({ errors: built.errors }, 400);

  let outcome: Awaited<ReturnType<typeof createLeadRequest>> | undefined;
  try {
    outcome = await createLeadRequest({
      client: api,
      path: { guideId: guide.Id },
      query: { countryId: site.countryId },
      headers: { 'Idempotency-Key': attemptKey, ...visitorHeaders(request) },
      body: built.body,
    });
  } catch (error) {
    console.error('lead request failed without an answer', error);
  }
  if (outcome?.data) throw redirect(`${siteHref(site, GUIDE_PATHS.leadForm)}?${LEAD_SENT_QUERY}=1`);
  const status = outcome?.response?.status;
  const { newAttempt, ...refusal } = leadRequestRefusal(outcome?.error, status);
  return refused(refusal, status ?? 502, newAttempt ? randomUUID() : attemptKey);
}
