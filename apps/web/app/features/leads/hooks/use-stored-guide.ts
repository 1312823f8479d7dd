import type { CountryCode } from '@fuel/domain';
import { type GuideState, guideStateStorageKey, restoredGuideState } from '@fuel/domain/leads';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useSite } from '../../../lib/site/site-provider';
import { fittingStepValues } from '../guide-answers.util';
import { parseStored, readStored, removeStored, subscribeStored, writeStored } from '../guide-storage.util';
import type { LeadGuide } from '../guide.type';

export interface StoredGuide {
  /** False on the server and while hydrating: the page shows the session's answers meanwhile. */
  readonly ready: boolean;
  /** The answers kept in this browser; undefined when none are. */
  readonly state: GuideState | undefined;
  /** Keeps a changed state in local storage (and its record states in memory). */
  readonly save: (state: GuideState) => void;
  readonly clear: () => void;
}

/** The stored text as the domain restores it (its shape, answers Unchanged) with the site's rules applied. */
export function restoreStoredGuide(
  raw: string | null,
  guide: LeadGuide,
  code: CountryCode,
): GuideState | undefined {
  const stored = parseStored(raw);
  if (!stored || typeof stored !== 'object') return undefined;
  const stepValues = fittingStepValues(guide, (stored as { stepValues?: unknown }).stepValues, code);
  return restoredGuideState({ ...stored, stepValues }, guide.Steps);
}

/** Unknown on the server and while hydrating; '' in the browser stands for nothing stored. */
const UNKNOWN_ON_THE_SERVER = () => null;

/**
 * The guide's state under `guide-state-{guideId}` (spec 1 §4): restored when the page runs in the browser,
 * kept on every change. A state saved here keeps its record states (Added, Modified …) for as long as the
 * storage holds exactly it; one restored from storage (a load, another tab) starts Unchanged.
 */
export function useStoredGuide(guide: LeadGuide): StoredGuide {
  const { code } = useSite();
  const key = guideStateStorageKey(guide.Id);
  const raw = useSyncExternalStore(
    useCallback((onChange: () => void) => subscribeStored(key, onChange), [key]),
    () => readStored(key) ?? '',
    UNKNOWN_ON_THE_SERVER,
  );
  // json null: the storage kept nothing (blocked or full), so the page goes on with what it has in memory.
  const [saved, setSaved] = useState<{ readonly json: string | null; readonly state: GuideState }>();
  const restored = useMemo(() => restoreStoredGuide(raw || null, guide, code), [raw, guide, code]);
  const save = useCallback(
    (next: GuideState) => {
      const json = JSON.stringify(next);
      setSaved({ json: writeStored(key, json) ? json : null, state: next });
    },
    [key],
  );
  const clear = useCallback(() => removeStored(key), [key]);
  return {
    ready: raw !== null,
    state: saved && (saved.json === null || saved.json === raw) ? saved.state : restored,
    save,
    clear,
  };
}
