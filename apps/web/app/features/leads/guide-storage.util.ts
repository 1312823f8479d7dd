import type { ConsumptionComparisonOutput } from '@fuel/api-client';
import { COMPARE_RESULT_STORAGE_KEY, guideStateStorageKey } from '@fuel/domain/leads';

/**
 * What the guide keeps in the browser's local storage (spec 1 §3, §9): the answers under
 * `guide-state-{guideId}`, the comparison under `compareResult`, the next step chosen on the result under
 * `selectedInformationId`. Stored as JSON; anything unreadable counts as nothing stored.
 */
export const SELECTED_INFORMATION_STORAGE_KEY = 'selectedInformationId';

/** 'storage' only fires in other tabs; this one tells the components of the same tab. */
const CHANGE_EVENT = 'guide-storage-change';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Blocked storage (privacy settings) behaves like an empty one.
    return undefined;
  }
}

/** The raw stored text: a stable snapshot for useSyncExternalStore. */
export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function changed(key: string): void {
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Keeps the JSON text; false when a full or blocked storage keeps nothing. */
export function writeStored(key: string, json: string): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(key, json);
  } catch {
    return false;
  }
  changed(key);
  return true;
}

export function removeStored(...keys: readonly string[]): void {
  for (const key of keys) {
    try {
      storage()?.removeItem(key);
    } catch {
      continue;
    }
    changed(key);
  }
}

/** Calls `onChange` when `key` changes in this tab or another. */
export function subscribeStored(key: string, onChange: () => void): () => void {
  const onLocal = (event: Event) => {
    if (event instanceof CustomEvent && event.detail === key) onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onLocal);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onLocal);
    window.removeEventListener('storage', onStorage);
  };
}

export function parseStored(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** A stored comparison with the fields the result page reads; anything else counts as none. */
function isComparison(value: unknown): value is ConsumptionComparisonOutput {
  return (
    typeof value === 'object' &&
    value !== null &&
    'KwhPerSquareMetre' in value &&
    typeof value.KwhPerSquareMetre === 'number' &&
    'ConsumptionLitres' in value &&
    typeof value.ConsumptionLitres === 'number' &&
    'Percentile' in value &&
    typeof value.Percentile === 'number' &&
    'Co2KgPerYear' in value &&
    typeof value.Co2KgPerYear === 'number' &&
    'ReferenceClasses' in value &&
    Array.isArray(value.ReferenceClasses) &&
    'Measures' in value &&
    Array.isArray(value.Measures)
  );
}

export function parseStoredComparison(raw: string | null): ConsumptionComparisonOutput | undefined {
  const value = parseStored(raw);
  return isComparison(value) ? value : undefined;
}

/** Forgets the visitor's answers and what followed from them ('Angaben löschen'). */
export function clearStoredGuide(guideId: number): void {
  removeStored(guideStateStorageKey(guideId), COMPARE_RESULT_STORAGE_KEY, SELECTED_INFORMATION_STORAGE_KEY);
}
