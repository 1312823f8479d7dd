import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SELECTED_INFORMATION_STORAGE_KEY,
  clearStoredGuide,
  parseStored,
  parseStoredComparison,
  readStored,
  subscribeStored,
  writeStored,
} from './guide-storage.util';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the guide’s local storage', () => {
  it('keeps JSON under the spec’s keys and tells subscribers of this tab', () => {
    const onChange = vi.fn();
    const stop = subscribeStored('guide-state-7', onChange);
    expect(writeStored('guide-state-7', '{"currentStepId":2}')).toBe(true);
    expect(readStored('guide-state-7')).toBe('{"currentStepId":2}');
    expect(onChange).toHaveBeenCalledTimes(1);
    writeStored('compareResult', '{}');
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    writeStored('guide-state-7', '{}');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('clears the answers, the result and the chosen next step together', () => {
    writeStored('guide-state-7', '{}');
    writeStored('guide-state-8', '{}');
    writeStored('compareResult', '{}');
    writeStored(SELECTED_INFORMATION_STORAGE_KEY, '"order"');
    clearStoredGuide(7);
    expect(readStored('guide-state-7')).toBeNull();
    expect(readStored('compareResult')).toBeNull();
    expect(readStored(SELECTED_INFORMATION_STORAGE_KEY)).toBeNull();
    expect(readStored('guide-state-8')).toBe('{}');
  });

  it('survives a storage the browser refuses (privacy settings, full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeStored('compareResult', '{}')).toBe(false);
    expect(readStored('compareResult')).toBeNull();
  });

  it('reads garbage as nothing stored', () => {
    expect(parseStored('{broken')).toBeUndefined();
    expect(parseStored(null)).toBeUndefined();
    expect(parseStoredComparison('[]')).toBeUndefined();
    expect(parseStoredComparison('{"KwhPerSquareMetre":"viel"}')).toBeUndefined();
    const stored = {
      KwhPerSquareMetre: 200,
      ConsumptionLitres: 2800,
      Percentile: 70,
      Co2KgPerYear: 7448,
      ReferenceClasses: [],
      Measures: [],
    };
    expect(parseStoredComparison(JSON.stringify(stored))).toEqual(stored);
  });
});
