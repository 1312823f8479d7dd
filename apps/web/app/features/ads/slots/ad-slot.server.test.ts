import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../../lib/site/site.context';
import { stubApi, testRouterContext, testSite } from '../../../test/render-with-providers';
import { loadAdSlot } from './ad-slot.server';

const SLOTS = [
  { Id: 1, Key: 'home-banner', SlotTypeId: 1, AppliesZipFiltering: false, Width: 728, Height: 90 },
  { Id: 2, Key: 'offer-list-sidebar', SlotTypeId: 2, AppliesZipFiltering: true, Width: 300, Height: 250 },
];
const HOUSE = { SlotId: 2, AdvertId: 20, CampaignId: 200, CampaignTypeId: 2, Weight: 1 };
const MUNICH = { SlotId: 2, AdvertId: 30, CampaignId: 300, CampaignTypeId: 1, Weight: 5 };

const requests: URL[] = [];
const api = stubApi({
  '/api/iam/slots': () => SLOTS,
  '/api/iam/slots/offer-list-sidebar': (_body, url) => ({
    ...SLOTS[1],
    Items: url.searchParams.get('zipCode')?.startsWith('80') ? [HOUSE, MUNICH] : [HOUSE],
  }),
  '/api/iam/slots/home-banner': () => ({ ...SLOTS[0], Items: [] }),
});

function context() {
  const routerContext = testRouterContext();
  routerContext.set(siteContext, testSite('de'));
  return routerContext;
}

describe('loadAdSlot', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        requests.push(new URL(request.url));
        return api(request);
      }),
    ),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    requests.length = 0;
  });

  it("loads the placement's slot for the postal code and draws the paid item", async () => {
    const placed = await loadAdSlot(context(), 'offer-list', '80331');
    expect(placed).toMatchObject({
      slot: SLOTS[1],
      zipCode: '80331',
      items: [HOUSE, MUNICH],
      item: MUNICH,
    });
    expect(requests.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/iam/slots?countryId=1',
      '/api/iam/slots/offer-list-sidebar?countryId=1&zipCode=80331',
    ]);
  });

  it('asks without a postal code the site does not have, and falls back to the house item', async () => {
    const placed = await loadAdSlot(context(), 'offer-list', '8010');
    expect(placed?.zipCode).toBeNull();
    expect(placed?.item).toEqual(HOUSE);
    expect(requests.at(-1)?.search).toBe('?countryId=1');
  });

  it('keeps the slot but shows nothing without items, and has no slot for a placement the site lacks', async () => {
    expect(await loadAdSlot(context(), 'home', '80331')).toMatchObject({ zipCode: null, item: null });
    expect(requests.at(-1)?.search).toBe('?countryId=1');
    expect(await loadAdSlot(context(), 'news')).toBeNull();
  });

  it('renders the page without the slot when the delivery fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))),
    );
    expect(await loadAdSlot(context(), 'home')).toBeNull();
  });
});
