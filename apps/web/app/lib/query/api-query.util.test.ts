import {
  checkZipCodeMutation,
  createClient,
  getCalculatorInitOptions,
  getOrdersOptions,
} from '@fuel/api-client';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserApiClient } from '../api/api-client';
import { apiPostQueryOptions, apiQueryOptions } from './api-query.util';

/** A server request's client, as the root middleware creates it from API_URL. */
const serverApi = createClient({ baseUrl: 'http://api.internal:3001' });

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
}

describe('api query options', () => {
  const fetchMock = vi.fn<(request: Request) => Promise<Response>>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(jsonResponse({ Groups: [] }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("builds the same key with the server's and the browser's client, without the base URL", () => {
    const path = { countryId: 1, productGroupId: 1 } as const;
    const onServer = apiQueryOptions(serverApi, getCalculatorInitOptions, { path }).queryKey;
    const inBrowser = apiQueryOptions(browserApiClient, getCalculatorInitOptions, { path }).queryKey;

    expect(inBrowser).toEqual(onServer);
    expect(onServer).toEqual([{ _id: 'getCalculatorInit', path }]);
    expect(JSON.stringify(onServer)).not.toContain('baseUrl');
  });

  it('keeps the generated key otherwise, so the generated query function still fits', () => {
    const path = { countryId: 2, productGroupId: 3 } as const;
    const generated = getCalculatorInitOptions({ path }).queryKey[0];
    const wrapped = apiQueryOptions(serverApi, getCalculatorInitOptions, { path }).queryKey[0];

    const { baseUrl: _ignored, ...generatedWithoutBaseUrl } = generated;
    expect(wrapped).toEqual(generatedWithoutBaseUrl);
  });

  it('keeps headers out of the key but sends them: a loader prefetches with the bearer token', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    const query = { status: 'placed' } as const;

    const onServer = apiQueryOptions(serverApi, getOrdersOptions, {
      query,
      headers: { Authorization: 'Bearer abc' },
    });
    expect(onServer.queryKey).toEqual(
      apiQueryOptions(browserApiClient, getOrdersOptions, { query }).queryKey,
    );
    expect(onServer.queryKey).toEqual([{ _id: 'getOrders', query }]);

    await queryClient.fetchQuery(onServer);
    const [request] = fetchMock.mock.calls.map(([r]) => r);
    expect(request?.url).toBe('http://api.internal:3001/api/order-process/orders?status=placed');
    expect(request?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('fetches GET and POST queries with the client it was given', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    fetchMock.mockResolvedValueOnce(jsonResponse({ Groups: [] }));
    const body = { ZipCode: '80331', CountryId: 1 } as const;

    await queryClient.fetchQuery(
      apiQueryOptions(serverApi, getCalculatorInitOptions, { path: { countryId: 1, productGroupId: 2 } }),
    );
    await queryClient.fetchQuery(
      apiPostQueryOptions(serverApi, 'checkZipCode', checkZipCodeMutation, { body }),
    );

    const [init, check] = fetchMock.mock.calls.map(([request]) => request);
    expect(init?.url).toBe('http://api.internal:3001/api/kalkulation/init/1/2');
    expect(check?.url).toBe('http://api.internal:3001/api/location/check-zipcode');
    expect(check?.method).toBe('POST');
    expect(await check?.json()).toEqual(body);
  });

  it('keys a POST query by its body, so each body is cached on its own', () => {
    const key = (ZipCode: string) =>
      apiPostQueryOptions(serverApi, 'checkZipCode', checkZipCodeMutation, {
        body: { ZipCode, CountryId: 1 },
      }).queryKey;

    expect(key('80331')).toEqual(key('80331'));
    expect(key('80331')).not.toEqual(key('10115'));
    expect(key('80331')).toEqual([{ _id: 'checkZipCode', body: { ZipCode: '80331', CountryId: 1 } }]);
  });
});
