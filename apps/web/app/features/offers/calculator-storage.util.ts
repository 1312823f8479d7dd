import {
  type CalculatorConfiguration,
  type CountryId,
  LOCAL_STORAGE_KEYS,
  type ProductGroupId,
  type StoredCalculatorSettings,
  parseCalculatorSettings,
  serializeCalculatorSettings,
} from '@fuel/domain';
import { baseConfigurationFor } from './calculator-settings.util';

const STORAGE_KEY = LOCAL_STORAGE_KEYS.calculatorSettings;
/** 'storage' only fires in other tabs; this one tells the components of the same tab. */
const CHANGE_EVENT = 'calculator-settings-change';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Blocked storage (privacy settings) behaves like an empty one.
    return undefined;
  }
}

/** The raw stored value: a stable snapshot for useSyncExternalStore. */
export function readCalculatorSettingsRaw(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function readCalculatorSettings(): StoredCalculatorSettings | undefined {
  return parseCalculatorSettings(readCalculatorSettingsRaw());
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function writeCalculatorSettings(settings: StoredCalculatorSettings): void {
  try {
    storage()?.setItem(STORAGE_KEY, serializeCalculatorSettings(settings));
  } catch {
    return;
  }
  notify();
}

export function clearCalculatorSettings(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  notify();
}

/** Stores one changed field of a calculator form on top of what is stored for that site and group. */
export function updateStoredConfiguration(
  countryId: CountryId,
  productGroupId: ProductGroupId,
  change: Partial<Pick<CalculatorConfiguration, 'ZipCode' | 'Amount'>>,
): void {
  const stored = readCalculatorSettings();
  const configuration = { ...baseConfigurationFor(stored, countryId, productGroupId), ...change };
  const sameGroup =
    stored?.configuration.CountryId === countryId && stored.configuration.ProductGroupId === productGroupId;
  writeCalculatorSettings({ configuration, upsellCount: sameGroup ? stored.upsellCount : 0 });
}

export function subscribeCalculatorSettings(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
