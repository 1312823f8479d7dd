import { answerInput, guideStateStorageKey } from '@fuel/domain/leads';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteProvider } from '../../../lib/site/site-provider';
import { testSite } from '../../../test/render-with-providers';
import { ALL_ANSWERS, CONSUMPTION_GUIDE_FIXTURE as guide } from '../guide.fixture';
import { useStoredGuide } from './use-stored-guide';

const KEY = guideStateStorageKey(guide.Id);

function render(code: 'de' | 'at' = 'de') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProvider site={testSite(code)}>{children}</SiteProvider>
  );
  return renderHook(() => useStoredGuide(guide), { wrapper });
}

afterEach(() => localStorage.clear());

describe('useStoredGuide', () => {
  it('has nothing without a stored state', () => {
    const { result } = render();
    expect(result.current.ready).toBe(true);
    expect(result.current.state).toBeUndefined();
  });

  it('restores the stored answers Unchanged, without those of another site or of no input', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        currentStepId: 5,
        stepValues: { ...ALL_ANSWERS, 102: { livingSpace: 140, pool: 1 } },
      }),
    );
    const { result } = render('at');
    // No German postal code on the Austrian site; with step 2 incomplete the stored step 5 becomes step 2.
    expect(result.current.state?.stepValues[105]).toBeUndefined();
    expect(result.current.state?.stepValues[102]).toEqual({ livingSpace: 140 });
    expect(result.current.state?.currentStepId).toBe(2);
    expect(result.current.state?.recordStates[101]).toBe('Unchanged');
  });

  it('keeps each change in local storage and tracks Added and Modified while the page runs', () => {
    localStorage.setItem(KEY, JSON.stringify({ currentStepId: 1, stepValues: { 101: ALL_ANSWERS[101] } }));
    const { result } = render();
    const restored = result.current.state;
    if (!restored) throw new Error('not restored');
    act(() => result.current.save(answerInput(restored, 101, 'buildingType', 'reihenhaus')));
    const modified = result.current.state;
    if (!modified) throw new Error('not saved');
    act(() => result.current.save(answerInput(modified, 102, 'livingSpace', 90)));
    expect(result.current.state?.recordStates).toEqual({ 101: 'Modified', 102: 'Added' });
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({
      stepValues: { 101: { buildingType: 'reihenhaus' }, 102: { livingSpace: 90 } },
      recordStates: { 101: 'Modified', 102: 'Added' },
    });
    act(() => result.current.clear());
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(result.current.state).toBeUndefined();
  });

  it('reads garbage as nothing stored', () => {
    localStorage.setItem(KEY, '{not json');
    expect(render().result.current.state).toBeUndefined();
  });
});
