import { describe, expect, it } from 'vitest';
import { type ServerSteps, neighbourSteps, resolveOrderStep } from './order-step-navigation.util';

/** Two stations: all four steps; address and delivery points done, so payment is the latest open step. */
const STEPS: ServerSteps = {
  Steps: [
    { Name: 'address', Validated: true },
    { Name: 'deliveryPoints', Validated: true },
    { Name: 'payment', Validated: true },
    { Name: 'summary', Validated: false },
  ],
  LatestAccessibleStep: 'payment',
};

describe('resolveOrderStep', () => {
  it('shows a validated step named by its German slug', () => {
    expect(resolveOrderStep(STEPS, ['abladestellen'])).toEqual({ kind: 'show', step: 'deliveryPoints' });
    expect(resolveOrderStep(STEPS, ['zahlung'])).toEqual({ kind: 'show', step: 'payment' });
  });

  it('finds the step after a variant segment', () => {
    expect(resolveOrderStep(STEPS, ['gast', 'adresse'])).toEqual({ kind: 'show', step: 'address' });
  });

  it('redirects an unreachable, unknown or missing step to the latest accessible one', () => {
    expect(resolveOrderStep(STEPS, ['zusammenfassung'])).toEqual({ kind: 'redirect', step: 'payment' });
    expect(resolveOrderStep(STEPS, ['irgendwas'])).toEqual({ kind: 'redirect', step: 'payment' });
    expect(resolveOrderStep(STEPS, [undefined, undefined])).toEqual({ kind: 'redirect', step: 'payment' });
  });

  it('falls back to the first step when the server names none', () => {
    const fresh: ServerSteps = { Steps: [{ Name: 'address', Validated: false }], LatestAccessibleStep: null };
    expect(resolveOrderStep(fresh, ['zahlung'])).toEqual({ kind: 'redirect', step: 'address' });
  });

  it('does not show the delivery points step when the server does not list it (one station)', () => {
    const single: ServerSteps = {
      Steps: STEPS.Steps.filter((s) => s.Name !== 'deliveryPoints'),
      LatestAccessibleStep: 'payment',
    };
    expect(resolveOrderStep(single, ['abladestellen'])).toEqual({ kind: 'redirect', step: 'payment' });
  });
});

describe('neighbourSteps', () => {
  it('follows the order of the steps', () => {
    expect(neighbourSteps(STEPS, 'address')).toEqual({ previous: undefined, next: 'deliveryPoints' });
    expect(neighbourSteps(STEPS, 'payment')).toEqual({ previous: 'deliveryPoints', next: 'summary' });
    expect(neighbourSteps(STEPS, 'summary')).toEqual({ previous: 'payment', next: undefined });
  });

  it('skips the delivery points step when it is not listed', () => {
    const single: ServerSteps = {
      Steps: STEPS.Steps.filter((s) => s.Name !== 'deliveryPoints'),
      LatestAccessibleStep: null,
    };
    expect(neighbourSteps(single, 'payment')).toEqual({ previous: 'address', next: 'summary' });
  });
});
