import type { CountryCode } from '@fuel/domain';
import {
  CONSUMPTION_GUIDE_KEY,
  type GuideStepValues,
  canGoToStep,
  firstUnfinishedStep,
} from '@fuel/domain/leads';
import { type HeadersFunction, type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import type { ApiClient } from '../../lib/api/api-client';
import { errorText, fieldMessageOf } from '../../lib/errors/api-error.util';
import { siteContext } from '../../lib/site/site.context';
import { visitorHeaders } from '../accounts/index.server';
import { fittingStepValues, readStepForm } from './guide-answers.util';
import { consumptionCheckoutHref, guideStepHref, stepNumberOfSegment } from './guide-links.util';
import {
  clearedSessionCookie,
  hasGuideSession,
  readSessionAnswers,
  sessionAnswersCookie,
} from './guide-session.server';
import type { GuideStepActionData } from './guide-step-action.type';
import { stepsInOrder } from './guide-steps.util';
import { COMPARE_FAILED_TEXT } from './guide-texts.constant';
import type { LeadGuide } from './guide.type';
import { compareGuideAnswers, fetchGuide } from './leads-api';
import { PRIVATE_CACHE_CONTROL } from '../../lib/seo/page-cache.util';

interface RouteArgs {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}

/** A guide page for one visitor (answers from their session) is kept out of shared caches. */
export const PRIVATE_GUIDE_HEADERS = { 'Cache-Control': PRIVATE_CACHE_CONTROL } as const;

/**
 * The guide routes' `headers`: their loader's caching, none for an error page. React Router adds the
 * session cookie an action or loader sets by itself.
 */
export const guidePageHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ? { 'Cache-Control': 'no-store' } : loaderHeaders;

/** The consumption guide from the API; its 404 is the page's, any other failure an error page. */
export async function loadConsumptionGuide(api: ApiClient): Promise<LeadGuide> {
  const { data: guide, response } = await fetchGuide(api, CONSUMPTION_GUIDE_KEY);
  if (guide) return guide;
  throw data(null, { status: response?.status === 404 ? 404 : 503 });
}

/** The intro: the guide (for its key in local storage) and whether the session holds answers to clear. */
export async function loadGuideIntro({ request, context }: RouteArgs) {
  const site = context.get(siteContext);
  const guide = await loadConsumptionGuide(context.get(apiClientContext));
  const values = await readSessionAnswers(request, guide, site.code);
  const answered = Object.keys(values).length > 0;
  return {
    guide,
    /** Where 'Fortsetzen' leads without JavaScript; null without answers. */
    resumeStep: answered ? Math.min(firstUnfinishedStep(guide.Steps, values), guide.Steps.length) : null,
    private: hasGuideSession(request),
  };
}

/** 'Angaben löschen' on the intro: the session forgets the answers (the browser clears its own storage). */
export async function clearGuideAnswers({ request }: RouteArgs) {
  return data({ cleared: true }, { headers: { 'Set-Cookie': await clearedSessionCookie(request) } });
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The step of the address, when the session's answers allow it: a step further on than the first
 * unanswered one sends there, the position after the last step to the result; anything else is no page.
 */
export async function loadGuideStep({ request, context }: RouteArgs, segment: string | undefined) {
  const site = context.get(siteContext);
  const guide = await loadConsumptionGuide(context.get(apiClientContext));
  const stepNumber = stepNumberOfSegment(segment) ?? notFound();
  const stepValues = await readSessionAnswers(request, guide, site.code);
  const navigation = canGoToStep(guide.Steps, stepValues, stepNumber);
  if (navigation === 'finished')
    throw redirect(consumptionCheckoutHref(site), { headers: PRIVATE_GUIDE_HEADERS });
  if (navigation === 'refused') {
    if (stepNumber > guide.Steps.length + 1) notFound();
    throw redirect(guideStepHref(site, firstUnfinishedStep(guide.Steps, stepValues)), {
      headers: PRIVATE_GUIDE_HEADERS,
    });
  }
  return { guide, stepNumber, stepValues };
}

const RESTORE_LIMIT = 8_000;

/** The answers a script posts from local storage ('restore'), those that fit the guide and the site. */
function postedStepValues(guide: LeadGuide, form: FormData, code: CountryCode) {
  const posted = form.get('stepValues');
  if (typeof posted !== 'string' || posted.length > RESTORE_LIMIT) return {};
  try {
    return fittingStepValues(guide, JSON.parse(posted), code);
  } catch {
    return {};
  }
}

/**
 * A step's form post. Without JavaScript it is how the guide moves: the answers go into the session, a
 * complete step leads to the next, the last one compares on the server and opens the result. With
 * JavaScript (`mode=script`) the last step only stores the answers, and the browser compares (spec 1 §4).
 * `intent=restore` brings the answers the browser kept into a session that lost them.
 */
export async function saveGuideStep(
  { request, context }: RouteArgs,
  segment: string | undefined,
): Promise<Response | ReturnType<typeof data<GuideStepActionData>>> {
  const site = context.get(siteContext);
  const api = context.get(apiClientContext);
  const guide = await loadConsumptionGuide(api);
  const stepNumber = stepNumberOfSegment(segment) ?? notFound();
  const form = await request.formData();
  const steps = stepsInOrder(guide);
  let stepValues = await readSessionAnswers(request, guide, site.code);

  if (form.get('intent') === 'restore') {
    stepValues = postedStepValues(guide, form, site.code);
    const cookie = await sessionAnswersCookie(request, guide, stepValues);
    const target =
      canGoToStep(guide.Steps, stepValues, stepNumber) === 'allowed'
        ? stepNumber
        : Math.min(firstUnfinishedStep(guide.Steps, stepValues), steps.length);
    return redirect(guideStepHref(site, target), { headers: { 'Set-Cookie': cookie } });
  }

  const step = steps[stepNumber - 1];
  if (!step || canGoToStep(guide.Steps, stepValues, stepNumber) !== 'allowed') {
    // A form of a step the answers do not reach (another tab cleared them): back to where they end.
    return redirect(guideStepHref(site, firstUnfinishedStep(guide.Steps, stepValues)));
  }
  const posted = readStepForm(step, form, site.code);
  stepValues = { ...stepValues, [step.Id]: posted.answers };
  const headers = { 'Set-Cookie': await sessionAnswersCookie(request, guide, stepValues) };
  if (Object.keys(posted.errors).length > 0) {
    return data<GuideStepActionData>(
      { errors: posted.errors, values: posted.values, stepValues },
      { status: 400, headers },
    );
  }
  if (stepNumber < steps.length) return redirect(guideStepHref(site, stepNumber + 1), { headers });
  if (form.get('mode') === 'script') return data<GuideStepActionData>({ finished: true }, { headers });

  const result = await compareGuideAnswers(api, guide, site.countryId, stepValues, visitorHeaders(request));
  if (result.data) return redirect(consumptionCheckoutHref(site), { headers });
  return compareRefused(step.Inputs, result, { values: posted.values, stepValues }, headers);
}

/** A refused comparison: the API's message beside the field it names, else above the buttons. */
function compareRefused(
  inputs: readonly { readonly Key: string }[],
  result: { readonly error?: unknown; readonly response?: Response },
  posted: { readonly values: Readonly<Record<string, string>>; readonly stepValues: GuideStepValues },
  headers: Record<string, string>,
) {
  const status = result.response?.status ?? 502;
  const errors = Object.fromEntries(
    inputs.flatMap((input) => {
      const message = fieldMessageOf(result.error, input.Key);
      return message ? [[input.Key, message] as const] : [];
    }),
  );
  if (Object.keys(errors).length > 0) {
    return data<GuideStepActionData>({ errors, ...posted }, { status: 400, headers });
  }
  console.error('guide comparison failed', status, result.error);
  return data<GuideStepActionData>(
    { compareError: errorText(result.error, COMPARE_FAILED_TEXT), values: posted.values },
    { status: status >= 400 ? status : 502, headers },
  );
}
