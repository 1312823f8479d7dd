import {
  COMPARE_REDIRECT_DELAY_MS,
  COMPARE_RESULT_STORAGE_KEY,
  type GuideStepValues,
} from '@fuel/domain/leads';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/api/api-client-provider';
import { errorText } from '../../../lib/errors/api-error.util';
import { useSite } from '../../../lib/site/site-provider';
import { PROGRESS_BAR_THROTTLE_MS } from '../../../ui/progress-bar/progress-bar.constant';
import { consumptionCheckoutHref } from '../guide-links.util';
import { writeStored } from '../guide-storage.util';
import { COMPARE_FAILED_TEXT } from '../guide-texts.constant';
import type { LeadGuide } from '../guide.type';
import { compareGuideAnswers } from '../leads-api';

export type ComparePhase =
  | { readonly name: 'idle' }
  | { readonly name: 'comparing' }
  /** compareLoading (spec 1 §3): the result is stored, the bar runs, then the result page opens. */
  | { readonly name: 'loading' }
  | { readonly name: 'failed'; readonly message: string };

export interface Compare {
  readonly phase: ComparePhase;
  /** 0–100 over the 5 s before the result page opens, in 200 ms steps. */
  readonly progress: number;
  /** Spec 1 §4: posts every answer and stores the result; false (logged) when it failed (spec 1 §8). */
  readonly compare: (values: GuideStepValues) => Promise<boolean>;
  /** Back to the questions (after a failure). */
  readonly reset: () => void;
}

export function useCompare(guide: LeadGuide): Compare {
  const api = useApiClient();
  const site = useSite();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<ComparePhase>({ name: 'idle' });
  const [elapsed, setElapsed] = useState(0);

  const compare = useCallback(
    async (values: GuideStepValues) => {
      setPhase({ name: 'comparing' });
      setElapsed(0);
      const outcome = await compareGuideAnswers(api, guide, site.countryId, values).catch(
        (error: unknown) => ({ data: undefined, error }),
      );
      if (!outcome.data) {
        console.error('guide comparison failed', outcome.error);
        setPhase({ name: 'failed', message: errorText(outcome.error, COMPARE_FAILED_TEXT) });
        return false;
      }
      writeStored(COMPARE_RESULT_STORAGE_KEY, JSON.stringify(outcome.data));
      setPhase({ name: 'loading' });
      return true;
    },
    [api, guide, site.countryId],
  );

  const loading = phase.name === 'loading';
  useEffect(() => {
    if (!loading) return;
    const started = Date.now();
    const tick = setInterval(
      () => setElapsed(Math.min(COMPARE_REDIRECT_DELAY_MS, Date.now() - started)),
      PROGRESS_BAR_THROTTLE_MS,
    );
    const open = setTimeout(() => void navigate(consumptionCheckoutHref(site)), COMPARE_REDIRECT_DELAY_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(open);
    };
  }, [loading, navigate, site]);

  const reset = useCallback(() => setPhase({ name: 'idle' }), []);
  return { phase, progress: (elapsed * 100) / COMPARE_REDIRECT_DELAY_MS, compare, reset };
}
