import { getCalculatorInitOptions } from '@fuel/api-client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calculateOffersQuery, calculatorInitQuery } from '../../features/offers/queries';
import { customerOrdersQuery } from '../../features/orders/queries';
import { defaultConfiguration } from '@fuel/domain';
import { apiQueryOptions } from './api-query.util';

const baseUrl = vi.hoisted(() => ({ current: 'http://api.internal:3001' }));
vi.mock('../api/api-base-url', () => ({ apiBaseUrl: () => baseUrl.current }));

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

describe('api query options', () => {
  const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(jsonResponse({ Items: [], HasDefaultOffers: false }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    baseUrl.current = 'http://api.internal:3001';
  });

  it('builds the same key on the server and in the browser, without the base URL', () => {
    const onServer = calculatorInitQuery(1, 1).queryKey;
    baseUrl.current = '';
    const inBrowser = calculatorInitQuery(1, 1).queryKey;

    expect(inBrowser).toEqual(onServer);
    expect(onServer).toEqual([{ _id: 'getCalculatorInit', path: { countryId: 1, productGroupId: 1 } }]);
    expect(JSON.stringify(onServer)).not.toContain('baseUrl');
  });

  it('keeps the generated key otherwise, so the generated query function still fits', () => {
    const generated = getCalculatorInitOptions({ path: { countryId: 2, productGroupId: 3 } as const })
      .queryKey[0];
    const wrapped = apiQueryOptions(getCalculatorInitOptions, {
      path: { countryId: 2, productGroupId: 3 } as const,
    }).queryKey[0];

    const { baseUrl: _ignored, ...generatedWithoutBaseUrl } = generated;
    expect(wrapped).toEqual(generatedWithoutBaseUrl);
  });

  it('keeps headers out of the key but sends them: a loader prefetches with the bearer token', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    const onServer = customerOrdersQuery('placed', { Authorization: 'Bearer abc' });
    baseUrl.current = '';

    expect(onServer.queryKey).toEqual(customerOrdersQuery('placed').queryKey);
    expect(onServer.queryKey).toEqual([{ _id: 'getOrders', query: { status: 'placed' } }]);
    await queryClient.fetchQuery(onServer);
    const [request] = fetchMock.mock.calls.map(([r]) => r);
    expect(request?.url).toBe('http://api.internal:3001/api/order-process/orders?status=placed');
    expect(request?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('fetches GET and POST queries from the base URL of the side it runs on', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockResolvedValueOnce(jsonResponse({ Groups: [] }));

    await queryClient.fetchQuery(calculatorInitQuery(1, 2));
    const config = { ...defaultConfiguration(1, 1), ZipCode: '80331' };
    await queryClient.fetchQuery(calculateOffersQuery(config));

    const [init, offers] = fetchMock.mock.calls.map(([request]) => request);
    expect(init?.url).toBe('http://api.internal:3001/api/kalkulation/init/1/2');
    expect(offers?.url).toBe('http://api.internal:3001/api/kalkulation/berechnen');
    expect(offers?.method).toBe('POST');
    expect(await offers?.json()).toMatchObject({ ZipCode: '80331', Amount: 3000, CountryId: 1 });
  });

  it('keys a POST query by its body, so each configuration is cached on its own', () => {
    const config = { ...defaultConfiguration(1, 1), ZipCode: '80331' };

    expect(calculateOffersQuery(config).queryKey).toEqual(calculateOffersQuery({ ...config }).queryKey);
    expect(calculateOffersQuery(config).queryKey).not.toEqual(
      calculateOffersQuery({ ...config, Amount: 4000 }).queryKey,
    );
    expect(calculateOffersQuery(config).queryKey[0]).toMatchObject({ _id: 'calculateOffers' });
  });
});
