import { LOCAL_STORAGE_KEYS, defaultConfiguration } from '@fuel/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearCalculatorSettings,
  readCalculatorSettings,
  updateStoredConfiguration,
  writeCalculatorSettings,
} from './calculator-storage.util';
import { useStoredCalculatorSettings } from './hooks/use-stored-calculator-settings';

const KEY = LOCAL_STORAGE_KEYS.calculatorSettings;

describe('calculator settings in local storage', () => {
  afterEach(() => localStorage.clear());

  it(`writes, reads and clears '${KEY}'`, () => {
    const configuration = { ...defaultConfiguration(1, 1), ZipCode: '80331' };

    writeCalculatorSettings({ configuration, upsellCount: 1 });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toMatchObject({
      configuration: { ZipCode: '80331' },
    });
    expect(readCalculatorSettings()).toEqual({ configuration, upsellCount: 1 });

    clearCalculatorSettings();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(readCalculatorSettings()).toBeUndefined();
  });

  it('stores one field on top of the stored configuration of the same site and group', () => {
    writeCalculatorSettings({
      configuration: { ...defaultConfiguration(1, 1), ZipCode: '80331', Parameters: [{ Id: 31 }] },
      upsellCount: 1,
    });

    updateStoredConfiguration(1, 1, { Amount: 4500 });
    expect(readCalculatorSettings()).toMatchObject({
      configuration: { ZipCode: '80331', Amount: 4500, Parameters: [{ Id: 31 }] },
      upsellCount: 1,
    });

    updateStoredConfiguration(1, 2, { Amount: 1200 });
    expect(readCalculatorSettings()).toMatchObject({
      configuration: { ...defaultConfiguration(1, 2), ZipCode: '80331', Amount: 1200 },
      upsellCount: 0,
    });
  });

  it('ignores what another site stored and follows writes and clears of this tab', () => {
    const { result } = renderHook(() => useStoredCalculatorSettings(1));
    expect(result.current).toBeUndefined();

    act(() => writeCalculatorSettings({ configuration: defaultConfiguration(2, 1), upsellCount: 0 }));
    expect(result.current).toBeUndefined();

    act(() => updateStoredConfiguration(1, 1, { ZipCode: '80331' }));
    expect(result.current?.configuration.ZipCode).toBe('80331');

    act(() => clearCalculatorSettings());
    expect(result.current).toBeUndefined();
  });
});
