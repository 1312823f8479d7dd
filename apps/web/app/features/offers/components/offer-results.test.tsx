import type { CalculationResultOutput } from '@fuel/api-client';
import { defaultConfiguration } from '@fuel/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testSite } from '../../../test/render-with-providers';
import { SiteProvider } from '../../../lib/site/site-provider';
import { offerFixture } from '../offer.fixture';
import { OfferResults } from './offer-results';

type OffersResult = UseQueryResult<CalculationResultOutput, unknown>;

const configuration = { ...defaultConfiguration(1, 1), ZipCode: '80331' };

function success(data: CalculationResultOutput): OffersResult {
  return { data, isError: false, isFetching: false, refetch: vi.fn() } as unknown as OffersResult;
}

function failure(error: unknown, refetch = vi.fn()): OffersResult {
  return { data: undefined, error, isError: true, isFetching: false, refetch } as unknown as OffersResult;
}

function renderResults(offers: OffersResult, config = configuration) {
  return render(
    <MemoryRouter>
      <SiteProvider site={testSite('de')}>
        <OfferResults configuration={config} catalogue={undefined} offers={offers} />
      </SiteProvider>
    </MemoryRouter>,
  );
}

describe('OfferResults', () => {
  it('lists the offers with a count, sorted by total price unless another order is chosen', () => {
    renderResults(
      success({
        HasDefaultOffers: false,
        Items: [
          offerFixture({ Rank: 1, DealerName: 'Günstig GmbH', Rating: 3 }),
          offerFixture({ Rank: 2, DealerId: 2, DealerName: 'Beliebt KG', Rating: 5 }),
        ],
      }),
    );

    expect(screen.getByText('2 Angebote')).toBeDefined();
    const dealers = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(dealers()).toEqual(['Günstig GmbH', 'Beliebt KG']);
    fireEvent.change(screen.getByLabelText('Sortieren nach'), { target: { value: 'rating' } });
    expect(dealers()).toEqual(['Beliebt KG', 'Günstig GmbH']);
    const orderLink = within(screen.getAllByRole('article')[0] as HTMLElement).getByRole('link');
    expect(orderLink.getAttribute('href')).toMatch(/&dealerId=2&branchId=392$/);
  });

  it('says clearly that regional guide prices are shown', () => {
    const message = 'Für Ihre PLZ liegen keine Angebote vor. Wir zeigen regionale Richtpreise.';
    renderResults(
      success({ HasDefaultOffers: true, Message: message, Items: [offerFixture({ IsDefaultOffer: true })] }),
    );

    expect(screen.getByRole('note').textContent).toContain(message);
    expect(screen.getByText('Regionales Richtangebot')).toBeDefined();
  });

  it("shows the API's message when there are no offers", () => {
    renderResults(success({ HasDefaultOffers: false, Items: [], Message: 'Keine Händler liefern dorthin.' }));

    expect(screen.getByText('Keine Händler liefern dorthin.')).toBeDefined();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows the field messages of a rejected configuration and no offers', () => {
    renderResults(
      failure({
        status: 400,
        message: 'Bitte prüfen Sie Ihre Eingaben: Amount',
        fieldErrors: [{ field: 'Amount', messages: ['Amount muss mindestens 500 sein.'] }],
      }),
    );

    expect(screen.getByRole('alert').textContent).toContain('Amount muss mindestens 500 sein.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('offers a retry when the calculation failed', () => {
    const refetch = vi.fn();
    renderResults(failure(new TypeError('fetch failed'), refetch));

    expect(screen.getByRole('alert').textContent).toContain('Die Angebote konnten nicht berechnet werden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('asks for postal code and amount before calculating', () => {
    renderResults(success({ HasDefaultOffers: false, Items: [] }), { ...configuration, ZipCode: '' });

    expect(
      screen.getByText('Für Angebote brauchen wir Ihre Postleitzahl und eine Menge ab 500 l.'),
    ).toBeDefined();
  });
});
