import { type CountryId, type StoredCalculatorSettings, parseCalculatorSettings } from '@fuel/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { readCalculatorSettingsRaw, subscribeCalculatorSettings } from '../calculator-storage.util';

const NOTHING_ON_THE_SERVER = () => null;

/** The calculator settings stored in this browser for the site; undefined on the server and before hydration. */
export function useStoredCalculatorSettings(countryId: CountryId): StoredCalculatorSettings | undefined {
  const raw = useSyncExternalStore(
    subscribeCalculatorSettings,
    readCalculatorSettingsRaw,
    NOTHING_ON_THE_SERVER,
  );
  return useMemo(() => {
    const settings = parseCalculatorSettings(raw);
    return settings?.configuration.CountryId === countryId ? settings : undefined;
  }, [raw, countryId]);
}
