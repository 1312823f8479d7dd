import { compareConsumption, getGuide, isPartnerAvailable } from '@fuel/api-client';
import type { CountryId } from '@fuel/domain';
import { type GuideStepValues, compareAnswers } from '@fuel/domain/leads';
import type { ApiClient } from '../../lib/api/api-client';
import type { LeadGuide } from './guide.type';

/** GET /api/leads/guide/{guideKey}. */
export function fetchGuide(api: ApiClient, guideKey: string) {
  return getGuide({ client: api, path: { guideKey } });
}

/**
 * POST /api/leads/{guideId}/compare with every answered input (spec 1 §7); `headers` carry the visitor's
 * address when the web server calls for them (the API limits calls per address).
 */
export function compareGuideAnswers(
  api: ApiClient,
  guide: LeadGuide,
  countryId: CountryId,
  values: GuideStepValues,
  headers?: Readonly<Record<string, string>>,
) {
  // The consumption guide has no multiple choice: its answers are texts, numbers and yes or no.
  const body = Object.fromEntries(
    Object.entries(compareAnswers(guide.Steps, values)).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[key, value] as const]
        : [],
    ),
  );
  return compareConsumption({
    client: api,
    path: { guideId: guide.Id },
    query: { countryId },
    body,
    headers,
  });
}

/** Whether the modernisation partner serves the postal code; a failed check offers no transfer (spec 1 §8). */
export async function partnerServes(api: ApiClient, countryId: CountryId, zipCode: string): Promise<boolean> {
  const { data } = await isPartnerAvailable({ client: api, query: { countryId, zipCode } });
  return data?.IsSuccess === true && data.Payload === true;
}
