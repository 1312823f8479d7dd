import { describe, expect, it } from 'vitest';

import {
  SESSION_CHECK_INTERVAL_SECONDS,
  SESSION_RENEW_INTERVAL_SECONDS,
  TOKEN_REFRESH_JITTER_MAX_SECONDS,
  TOKEN_REFRESH_WINDOW_SECONDS,
} from './accounts/index.js';
import {
  CACHE_TTL_SECONDS,
  CHUNK_RELOAD_MIN_INTERVAL_MS,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_COOKIE_NAME,
  TOAST_SUCCESS_DURATION_MS,
} from './common/index.js';
import { NEWS_DEFAULT_PAGE, NEWS_PAGE_SIZE } from './content/index.js';
import {
  COMPARE_REDIRECT_DELAY_MS,
  COMPARE_RESULT_STORAGE_KEY,
  GUIDE_AUTO_ADVANCE_DEBOUNCE_MS,
  guideStateStorageKey,
} from './leads/index.js';
import {
  BEST_OFFERS_TOP_1,
  BEST_OFFERS_TOP_3,
  DEFAULT_AMOUNT,
  DEFAULT_OPTION_IDS,
  DEFAULT_STATIONS,
  FUEL_COLOUR_CLASSES,
  INPUT_DEBOUNCE_MS,
  KNOWN_OPTION_GROUPS,
  LOCAL_STORAGE_KEYS,
  MAX_AMOUNT,
  MIN_AMOUNT,
  OPTION_IDS,
  UPSELLING_KEYS,
  ZIP_COUNTRY_CHECK_DEBOUNCE_MS,
} from './offers/index.js';
import { ORDER_STEP_WEIGHTS } from './orders/index.js';
import { PRICE_FACTOR_IDS } from './prices/index.js';

// The business constants of spec 1 §9 and spec 2 §9, pinned so a change is a deliberate one.
describe('business constants', () => {
  it('calculator limits and timings', () => {
    expect([DEFAULT_AMOUNT, MIN_AMOUNT, MAX_AMOUNT, DEFAULT_STATIONS]).toEqual([3000, 500, 32000, 1]);
    expect([INPUT_DEBOUNCE_MS, ZIP_COUNTRY_CHECK_DEBOUNCE_MS]).toEqual([1500, 50]);
    expect(UPSELLING_KEYS).toEqual({
      climateNeutral: 9999,
      delivery: 10000,
      product: 10001,
      stations: 10002,
    });
    expect([BEST_OFFERS_TOP_1, BEST_OFFERS_TOP_3]).toEqual([1, 3]);
    expect(PRICE_FACTOR_IDS).toEqual({ 1: [1, 2, 3, 5], 2: [1, 2, 3, 5], 3: [1, 2, 4, 5] });
  });

  it('option ids, with the defaults one per group', () => {
    expect(DEFAULT_OPTION_IDS).toEqual([5, 24, -2, 11, 9]);
    expect(OPTION_IDS).toMatchObject({ express48: 1, express24: 31, instalment: 23 });
    const groups = DEFAULT_OPTION_IDS.map((id) => KNOWN_OPTION_GROUPS.get(id));
    expect(new Set(groups).size).toBe(DEFAULT_OPTION_IDS.length);
    expect(groups).not.toContain(undefined);
  });

  it('guide timings', () => {
    expect([GUIDE_AUTO_ADVANCE_DEBOUNCE_MS, COMPARE_REDIRECT_DELAY_MS]).toEqual([1500, 5000]);
  });

  it('cache times in seconds', () => {
    expect(CACHE_TTL_SECONDS).toEqual({
      prices: 120,
      bestPrice: 120,
      availability: 120,
      news: 3600,
      crossLinks: 3600,
      reviews: 3600,
      dealers: 3600,
      checkedZipCode: 2 * 24 * 60 * 60,
      referenceData: 24 * 60 * 60,
    });
  });

  it('session and cookies', () => {
    expect([SESSION_CHECK_INTERVAL_SECONDS, SESSION_RENEW_INTERVAL_SECONDS]).toEqual([5, 300]);
    expect([TOKEN_REFRESH_WINDOW_SECONDS, TOKEN_REFRESH_JITTER_MAX_SECONDS]).toEqual([300, 119]);
    expect([LOCALE_COOKIE_NAME, LOCALE_COOKIE_MAX_AGE_DAYS]).toEqual(['locale', 365]);
  });

  it('user interface', () => {
    expect([TOAST_SUCCESS_DURATION_MS, CHUNK_RELOAD_MIN_INTERVAL_MS]).toEqual([5000, 60000]);
    expect(FUEL_COLOUR_CLASSES).toHaveLength(14);
    expect(FUEL_COLOUR_CLASSES).toContain('hvo100');
  });

  it('content and order', () => {
    expect([NEWS_DEFAULT_PAGE, NEWS_PAGE_SIZE]).toEqual([1, 3]);
    expect(Object.values(ORDER_STEP_WEIGHTS)).toEqual([0, 5, 20, 99]);
  });

  it('local storage keys', () => {
    expect(LOCAL_STORAGE_KEYS).toEqual({ calculatorSettings: 'calculatorSettingsState' });
    expect(COMPARE_RESULT_STORAGE_KEY).toBe('compareResult');
    expect(guideStateStorageKey(7)).toBe('guide-state-7');
  });
});
