import { type CalculatorConfiguration, canCalculate } from '@fuel/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { calculateOffersQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** The ranked offers of the configuration; the previous list stays visible while a change re-queries. */
export function useOffers(configuration: CalculatorConfiguration, catalogueLoaded: boolean) {
  const api = useApiClient();
  return useQuery({
    ...calculateOffersQuery(api, configuration),
    enabled: catalogueLoaded && canCalculate(configuration),
    placeholderData: keepPreviousData,
  });
}
