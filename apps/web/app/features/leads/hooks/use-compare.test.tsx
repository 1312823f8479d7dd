import { createClient } from '@fuel/api-client';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../../lib/api/api-client-provider';
import { SiteProvider } from '../../../lib/site/site-provider';
import { testSite } from '../../../test/render-with-providers';
import { ALL_ANSWERS, ALL_ANSWERS_BODY, CONSUMPTION_GUIDE_FIXTURE as guide } from '../guide.fixture';
import { useCompare } from './use-compare';

const api = vi.fn<(request: Request) => Promise<Response>>();
const COMPARISON = { KwhPerSquareMetre: 200, ConsumptionLitres: 2800, Percentile: 70 };

function render() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/at/heizoel-verbrauchsvergleich/schritt-5']}>
      <SiteProvider site={testSite('at')}>
        <ApiClientProvider client={createClient({ baseUrl: 'http://api.test' })}>
          {children}
        </ApiClientProvider>
      </SiteProvider>
    </MemoryRouter>
  );
  return renderHook(() => ({ compare: useCompare(guide), location: useLocation() }), { wrapper });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', api);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  api.mockReset();
  localStorage.clear();
});

describe('useCompare', () => {
  it('posts every answer flat, stores the result, runs the bar for 5 s in 200 ms steps, then opens the result', async () => {
    api.mockResolvedValue(Response.json(COMPARISON));
    const { result } = render();
    let compared: boolean | undefined;
    await act(async () => {
      compared = await result.current.compare.compare(ALL_ANSWERS);
    });

    expect(compared).toBe(true);
    const [request] = api.mock.calls[0] ?? [];
    expect(request?.url).toBe('http://api.test/api/leads/7/compare?countryId=2');
    expect(await request?.json()).toEqual(ALL_ANSWERS_BODY);
    expect(JSON.parse(localStorage.getItem('compareResult') ?? '{}')).toEqual(COMPARISON);
    expect(result.current.compare.phase).toEqual({ name: 'loading' });

    act(() => vi.advanceTimersByTime(200));
    expect(result.current.compare.progress).toBe(4);
    act(() => vi.advanceTimersByTime(4600));
    expect(result.current.compare.progress).toBe(96);
    expect(result.current.location.pathname).toBe('/at/heizoel-verbrauchsvergleich/schritt-5');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.location.pathname).toBe('/at/dein-heizoelverbrauch');
  });

  it('logs a failure, returns false and says why in German; nothing is stored and nothing opens', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.mockResolvedValue(
      Response.json({ status: 503, error: 'SERVICE_UNAVAILABLE', message: 'down' }, { status: 503 }),
    );
    const { result } = render();
    let compared: boolean | undefined;
    await act(async () => {
      compared = await result.current.compare.compare(ALL_ANSWERS);
    });

    expect(compared).toBe(false);
    expect(logged).toHaveBeenCalledWith('guide comparison failed', expect.anything());
    expect(result.current.compare.phase).toEqual({
      name: 'failed',
      message: 'Der Vergleich ist gerade nicht möglich. Bitte versuchen Sie es in einem Moment erneut.',
    });
    expect(localStorage.getItem('compareResult')).toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.location.pathname).toBe('/at/heizoel-verbrauchsvergleich/schritt-5');
    act(() => result.current.compare.reset());
    expect(result.current.compare.phase).toEqual({ name: 'idle' });
  });

  it('shows the API’s German reason for a refused answer; a network failure is a failure too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.mockResolvedValueOnce(
      Response.json(
        {
          status: 400,
          error: 'VALIDATION_FAILED',
          message: 'Die Postleitzahl 80331 gibt es in Österreich nicht.',
        },
        { status: 400 },
      ),
    );
    const { result } = render();
    await act(async () => void (await result.current.compare.compare(ALL_ANSWERS)));
    expect(result.current.compare.phase).toEqual({
      name: 'failed',
      message: 'Die Postleitzahl 80331 gibt es in Österreich nicht.',
    });

    api.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    let compared: boolean | undefined;
    await act(async () => {
      compared = await result.current.compare.compare(ALL_ANSWERS);
    });
    expect(compared).toBe(false);
  });
});
