import { type CalculatorConfiguration, UPSELLING_KEYS, type UpsellingKey } from '@fuel/domain';
import { useQueries } from '@tanstack/react-query';
import { upsellingQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';

const KEYS: readonly UpsellingKey[] = Object.values(UPSELLING_KEYS);

/** Price difference (gross total, cents) of each alternative, per upselling key and alternative id. */
export type UpsellPrices = ReadonlyMap<UpsellingKey, ReadonlyMap<number, number>>;

/** What each alternative of the delivery, product, climate-neutral and station choices would cost. */
export function useUpsellPrices(configuration: CalculatorConfiguration, enabled: boolean): UpsellPrices {
  const api = useApiClient();
  return useQueries({
    queries: KEYS.map((key) => ({ ...upsellingQuery(api, configuration, key), enabled })),
    combine: (results) =>
      new Map(
        KEYS.map((key, index) => [
          key,
          new Map((results[index]?.data ?? []).map((entry) => [entry.ForgeinId, entry.PriceDifference])),
        ]),
      ),
  });
}
