import { COMPARE_RESULT_STORAGE_KEY, compareConsumption, guideStateStorageKey } from '@fuel/domain/leads';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../../test/render-with-providers';
import { CONSUMPTION_GUIDE_FIXTURE } from '../../guide.fixture';
import { LeadFormPage } from './lead-form-page';

const GUIDE = CONSUMPTION_GUIDE_FIXTURE;

const ANSWERS = {
  buildingType: 'einfamilienhaus',
  constructionClass: '1979-1994',
  livingSpace: 140,
  residents: 3,
  hotWaterByOil: true,
  heatingAge: '20-29',
  tankSize: 3000,
  litresPerYear: 2400,
  zipCode: '99998',
} as const;

/** The browser after a comparison with JavaScript: its answers and the result in local storage. */
function storeComparison(zipCode: string): void {
  const answers = { ...ANSWERS, zipCode };
  const stepValues = Object.fromEntries(
    GUIDE.Steps.map((step) => [
      step.Id,
      Object.fromEntries(step.Inputs.map((input) => [input.Key, answers[input.Key as keyof typeof answers]])),
    ]),
  );
  localStorage.setItem(
    guideStateStorageKey(GUIDE.Id),
    JSON.stringify({ currentStepId: 5, stepValues, recordStates: {} }),
  );
  const result = compareConsumption(answers, {
    pricePerLitre: 100,
    currency: 'EUR',
    comparableKwhPerSquareMetre: [],
  });
  localStorage.setItem(COMPARE_RESULT_STORAGE_KEY, JSON.stringify(result));
}

function renderPage() {
  renderRoute(
    () => (
      <LeadFormPage
        data={{ state: 'form', guide: GUIDE, session: { state: 'none' }, attemptKey: 'attempt-1' }}
        result={undefined}
      />
    ),
    { site: testSite('de') },
  );
}

describe('LeadFormPage from the browser’s stored comparison', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('says the partner does not serve the postal code instead of showing the form', async () => {
    storeComparison('99998');
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/enwego/is-available': () => ({ IsSuccess: true, Payload: false }) }),
    );
    renderPage();
    expect(await screen.findByText(/Leider kein Angebot an Ihrem Ort/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Angebot anfordern' })).toBeNull();
  });

  it('shows the form with the postal code and posts the stored answers where the partner serves it', async () => {
    storeComparison('80331');
    vi.stubGlobal(
      'fetch',
      stubApi({ '/api/enwego/is-available': () => ({ IsSuccess: true, Payload: true }) }),
    );
    renderPage();
    expect(await screen.findByRole('button', { name: 'Angebot anfordern' })).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Postleitzahl/ }).value).toBe('80331');
    const answers = document.querySelector<HTMLInputElement>('input[name="answers"]');
    expect(JSON.parse(answers?.value ?? '{}')).toEqual({ ...ANSWERS, zipCode: '80331' });
  });

  it('sends a visitor without a comparison to the guide', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Zuerst Ihr Verbrauchsvergleich' })).toBeDefined();
  });
});
