import {
  type CalculatorConfiguration,
  type ProductGroupId,
  encodeCalculatorQuery,
  normalizeConfiguration,
} from '@fuel/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSite } from '../../../lib/site/site-provider';
import { readCalculatorSearch } from '../calculator-search.util';
import { calculatorInitQuery } from '../queries';
import { useApiClient } from '../../../lib/api/api-client-provider';

/**
 * The offer list's configuration lives in the URL: read from the query string, fitted to the server's
 * catalogue, and written back on every change (replacing the history entry, so Back leaves the list).
 */
export function useOfferListConfiguration(productGroupId: ProductGroupId) {
  const api = useApiClient();
  const { countryId } = useSite();
  const { search } = useLocation();
  const navigate = useNavigate();
  const catalogue = useQuery(calculatorInitQuery(api, countryId, productGroupId));

  const fromUrl = useMemo(
    () => readCalculatorSearch(search, countryId, productGroupId),
    [search, countryId, productGroupId],
  );
  const { openSettings } = fromUrl;
  // A change shows at once; the URL it navigates to takes over as soon as the router has it.
  const [pending, setPending] = useState<{ readonly from: string; readonly next: CalculatorConfiguration }>();
  const configuration = useMemo(() => {
    const requested = pending?.from === search ? pending.next : fromUrl.configuration;
    return catalogue.data ? normalizeConfiguration(requested, catalogue.data) : requested;
  }, [fromUrl, pending, search, catalogue.data]);

  const update = useCallback(
    (next: CalculatorConfiguration) => {
      setPending({ from: search, next });
      const query = encodeCalculatorQuery(next, openSettings ? { openSettings } : {});
      void navigate({ search: `?${query}` }, { replace: true, preventScrollReset: true });
    },
    [navigate, openSettings, search],
  );

  return { configuration, catalogue, openSettings, update };
}
