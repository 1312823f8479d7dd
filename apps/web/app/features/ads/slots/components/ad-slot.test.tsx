import type { SlotItem } from '@fuel/domain/ads';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../../test/render-with-providers';
import type { AdSlotSummary, PlacedAdSlot } from '../ad-slot.type';
import { sendAdImpression } from '../impression.util';
import { AdSlot } from './ad-slot';

vi.mock('../impression.util', () => ({ sendAdImpression: vi.fn() }));

const SLOT: AdSlotSummary = {
  Id: 2,
  Key: 'offer-list-sidebar',
  SlotTypeId: 2,
  AppliesZipFiltering: true,
  Width: 300,
  Height: 250,
};
const HOUSE: SlotItem = { SlotId: 2, AdvertId: 20, CampaignId: 200, CampaignTypeId: 2, Weight: 1 };
const MUNICH: SlotItem = { SlotId: 2, AdvertId: 30, CampaignId: 300, CampaignTypeId: 1, Weight: 5 };
const BERLIN: SlotItem = { SlotId: 2, AdvertId: 40, CampaignId: 400, CampaignTypeId: 1, Weight: 5 };

const ITEMS_BY_ZIP: Readonly<Record<string, readonly SlotItem[]>> = {
  '80331': [HOUSE, MUNICH],
  '10115': [HOUSE, BERLIN],
  '99999': [],
};

const slotRequests: URL[] = [];
const api = stubApi({
  '/api/iam/slots/offer-list-sidebar': (_body, url) => {
    slotRequests.push(url);
    return { ...SLOT, Items: ITEMS_BY_ZIP[url.searchParams.get('zipCode') ?? ''] ?? [HOUSE] };
  },
});

function placed(overrides: Partial<PlacedAdSlot> = {}): PlacedAdSlot {
  return {
    slot: SLOT,
    zipCode: '80331',
    items: [HOUSE, MUNICH],
    item: MUNICH,
    ...overrides,
  };
}

/** The offer list in small: a postal code the visitor changes without a loader running. */
function renderWithZip(slot: PlacedAdSlot | null, firstZip = '80331') {
  function Page() {
    const [zipCode, setZipCode] = useState(firstZip);
    return (
      <>
        {['80331', '10115', '99999'].map((zip) => (
          <button key={zip} type="button" onClick={() => setZipCode(zip)}>
            {zip}
          </button>
        ))}
        <AdSlot placed={slot} zipCode={zipCode} />
      </>
    );
  }
  return renderRoute(Page, { site: testSite('de') });
}

const frame = () => screen.queryByTitle(/^Anzeige/);

describe('AdSlot', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(api)));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(sendAdImpression).mockClear();
    slotRequests.length = 0;
  });

  it("shows the server's choice in a labelled, sandboxed frame of the slot's size without asking again", async () => {
    renderWithZip(placed());
    const iframe = await screen.findByTitle('Anzeige: Seitenleiste der Angebotsliste');
    expect(iframe.getAttribute('src')).toBe('/api/iam/content/30/frame?slotId=2&campaignId=300&countryId=1');
    expect(iframe.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(iframe.getAttribute('loading')).toBe('lazy');
    expect(iframe.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(iframe.closest('figure')?.querySelector('figcaption')?.textContent).toBe('Anzeige');
    expect(iframe.closest('figure')?.getAttribute('style')).toContain('--ad-ratio: 300 / 250');
    expect(slotRequests).toEqual([]);
  });

  it('reloads the slot for a new postal code and draws again; nothing at all when it has no item', async () => {
    renderWithZip(placed());
    await screen.findByTitle(/^Anzeige/);

    fireEvent.click(screen.getByRole('button', { name: '10115' }));
    await waitFor(() =>
      expect(frame()?.getAttribute('src')).toBe(
        '/api/iam/content/40/frame?slotId=2&campaignId=400&countryId=1',
      ),
    );
    expect(slotRequests.at(-1)?.search).toBe('?countryId=1&zipCode=10115');

    fireEvent.click(screen.getByRole('button', { name: '99999' }));
    await waitFor(() => expect(screen.queryByRole('figure')).toBeNull());
    expect(document.querySelector('[data-ad-slot]')).toBeNull();

    // Back to the first code: its items are still fresh, the paid advert is drawn again.
    fireEvent.click(screen.getByRole('button', { name: '80331' }));
    await waitFor(() => expect(frame()?.getAttribute('src')).toContain('/api/iam/content/30/'));
    expect(slotRequests).toHaveLength(2);
  });

  it('renders nothing without a slot', async () => {
    const { container } = renderWithZip(null);
    await screen.findByRole('button', { name: '10115' });
    expect(container.querySelector('[data-ad-slot], figure, iframe')).toBeNull();
  });

  it('renders no box at all when the slot has no item', async () => {
    const { container } = renderWithZip(placed({ item: null, items: [] }));
    await screen.findByRole('button', { name: '10115' });
    expect(container.querySelector('[data-ad-slot], figure, iframe')).toBeNull();
  });

  it('keeps a slot that does not filter by postal code when the code changes', async () => {
    renderWithZip(
      placed({ slot: { ...SLOT, AppliesZipFiltering: false }, zipCode: null, item: HOUSE, items: [HOUSE] }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '10115' }));
    expect(frame()?.getAttribute('src')).toContain('/api/iam/content/20/');
    expect(slotRequests).toEqual([]);
  });

  it('counts the advert once when half of it is in view', async () => {
    const observers: { callback: IntersectionObserverCallback; disconnect: () => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly disconnect = vi.fn();
        readonly callback: IntersectionObserverCallback;
        constructor(callback: IntersectionObserverCallback) {
          this.callback = callback;
          observers.push(this);
        }
        observe() {}
      },
    );
    renderWithZip(placed());
    await screen.findByTitle(/^Anzeige/);
    const observer = observers.at(-1);
    const entry = (ratio: number) =>
      [{ isIntersecting: ratio > 0, intersectionRatio: ratio }] as IntersectionObserverEntry[];
    act(() => observer?.callback(entry(0.2), {} as IntersectionObserver));
    expect(sendAdImpression).not.toHaveBeenCalled();
    act(() => observer?.callback(entry(0.6), {} as IntersectionObserver));
    expect(sendAdImpression).toHaveBeenCalledTimes(1);
    expect(sendAdImpression).toHaveBeenCalledWith({ countryId: 1, slotId: 2, advertId: 30, campaignId: 300 });
    expect(observer?.disconnect).toHaveBeenCalled();
  });
});
