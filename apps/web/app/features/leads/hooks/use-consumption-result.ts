import type { ConsumptionComparisonOutput } from '@fuel/api-client';
import { COMPARE_RESULT_STORAGE_KEY } from '@fuel/domain/leads';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { useSite } from '../../../lib/site/site-provider';
import type { SessionComparison } from '../consumption-result.type';
import { postalCodeAnswer } from '../guide-answers.util';
import { parseStoredComparison, readStored, subscribeStored } from '../guide-storage.util';
import type { LeadGuide } from '../guide.type';
import { partnerAvailabilityQuery } from '../queries';
import { useStoredGuide } from './use-stored-guide';

export interface ConsumptionResult {
  readonly comparison: ConsumptionComparisonOutput;
  /** The postal code compared (the offer link's); undefined when the browser kept the result but not it. */
  readonly zipCode: string | undefined;
  /** Whether the modernisation partner serves it: only then is its offer proposed. */
  readonly partnerAvailable: boolean;
}

const UNKNOWN_ON_THE_SERVER = () => null;

/**
 * The result to show: with JavaScript the one the browser stored under `compareResult` (spec 1 §4), else
 * (and until the storage is read) the server's from the session's answers.
 */
export function useConsumptionResult(
  guide: LeadGuide,
  session: SessionComparison,
): ConsumptionResult | undefined {
  const api = useApiClient();
  const site = useSite();
  const raw = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribeStored(COMPARE_RESULT_STORAGE_KEY, onChange), []),
    () => readStored(COMPARE_RESULT_STORAGE_KEY) ?? '',
    UNKNOWN_ON_THE_SERVER,
  );
  const stored = useMemo(() => parseStoredComparison(raw || null), [raw]);
  const storedGuide = useStoredGuide(guide);
  const fromSession = session.state === 'compared' ? session : undefined;
  const storedZipCode = storedGuide.state && postalCodeAnswer(guide, storedGuide.state.stepValues);
  const zipCode = stored ? (storedZipCode ?? fromSession?.zipCode) : fromSession?.zipCode;
  // The server checked the session's postal code; another one the browser kept is checked from here.
  const checkHere = stored !== undefined && zipCode !== undefined && zipCode !== fromSession?.zipCode;
  const availability = useQuery({
    ...partnerAvailabilityQuery(api, site.countryId, zipCode ?? ''),
    enabled: checkHere,
  });
  if (stored) {
    const partnerAvailable = checkHere
      ? availability.data?.IsSuccess === true && availability.data.Payload === true
      : (fromSession?.partnerAvailable ?? false);
    return { comparison: stored, zipCode, partnerAvailable };
  }
  return fromSession;
}
