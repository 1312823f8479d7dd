import type { CalculatorInitOutput } from '@fuel/api-client';
import { type CalculatorConfiguration, countSelectedUpsells } from '@fuel/domain';
import { useEffect } from 'react';
import { writeCalculatorSettings } from '../calculator-storage.util';

/** A configuration the server calculated with (so the postal code exists) is kept for the next visit. */
export function useStoreOfferListSettings(
  configuration: CalculatorConfiguration,
  catalogue: CalculatorInitOutput | undefined,
  calculated: boolean,
): void {
  useEffect(() => {
    if (!calculated || !catalogue) return;
    writeCalculatorSettings({ configuration, upsellCount: countSelectedUpsells(configuration, catalogue) });
  }, [configuration, catalogue, calculated]);
}
