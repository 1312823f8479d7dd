import { canGoToStep } from '@fuel/domain/leads';
import type { SessionComparison } from './consumption-result.type';
import type { RouterContextProvider } from 'react-router';
import { apiClientContext } from '../../lib/api/api-client.context';
import { errorText } from '../../lib/errors/api-error.util';
import { siteContext } from '../../lib/site/site.context';
import { visitorHeaders } from '../accounts/index.server';
import { postalCodeAnswer } from './guide-answers.util';
import { readSessionAnswers } from './guide-session.server';
import { COMPARE_FAILED_TEXT } from './guide-texts.constant';
import { loadConsumptionGuide } from './guide.server';
import { compareGuideAnswers, partnerServes } from './leads-api';

/**
 * `/dein-heizoelverbrauch`: the guide (for the browser's stored result) and, when the session holds every
 * answer, the comparison of them — the page without JavaScript, and the first paint with it. The API
 * counts a household's comparison once a day, so comparing again to render costs nothing in its pool.
 */
export async function loadConsumptionCheckout({
  request,
  context,
}: {
  readonly request: Request;
  readonly context: Readonly<RouterContextProvider>;
}) {
  const site = context.get(siteContext);
  const api = context.get(apiClientContext);
  const guide = await loadConsumptionGuide(api);
  const values = await readSessionAnswers(request, guide, site.code);
  const zipCode = postalCodeAnswer(guide, values);
  if (canGoToStep(guide.Steps, values, guide.Steps.length + 1) !== 'finished' || zipCode === undefined) {
    const session: SessionComparison = { state: 'none' };
    return { guide, session };
  }
  const [compared, partnerAvailable] = await Promise.all([
    compareGuideAnswers(api, guide, site.countryId, values, visitorHeaders(request)),
    partnerServes(api, site.countryId, zipCode),
  ]);
  if (!compared.data) {
    console.error('guide comparison failed', compared.response?.status, compared.error);
    const session: SessionComparison = {
      state: 'failed',
      message: errorText(compared.error, COMPARE_FAILED_TEXT),
    };
    return { guide, session };
  }
  const session: SessionComparison = {
    state: 'compared',
    comparison: compared.data,
    zipCode,
    partnerAvailable,
  };
  return { guide, session };
}
