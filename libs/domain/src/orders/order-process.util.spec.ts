import { describe, expect, it } from 'vitest';
import {
  ibanProblem,
  latestAccessibleStep,
  maskIban,
  orderSteps,
  validatedSteps,
} from './order-process.util.js';

describe('order steps', () => {
  it('walks address, payment, summary; delivery points only with more than one station', () => {
    expect(orderSteps(1)).toEqual(['address', 'payment', 'summary']);
    expect(orderSteps(3)).toEqual(['address', 'deliveryPoints', 'payment', 'summary']);
  });

  it('validates up to the first step not done; the latest accessible is the last validated', () => {
    const steps = orderSteps(2);
    expect(validatedSteps(steps, new Set())).toEqual(['address']);
    const validated = validatedSteps(steps, new Set(['address']));
    expect(validated).toEqual(['address', 'deliveryPoints']);
    expect(latestAccessibleStep(steps, validated)).toBe('deliveryPoints');
    // A later step done out of order does not open the ones after a gap.
    expect(validatedSteps(steps, new Set(['address', 'payment']))).toEqual(['address', 'deliveryPoints']);
  });
});

describe('IBAN', () => {
  it('accepts valid IBANs of DE, AT and CH with or without spaces', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(ibanProblem('AT611904300234573201')).toBeUndefined();
    expect(ibanProblem('ch93 0076 2011 6238 5295 7')).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 01')).toBe('checksum');
    expect(ibanProblem('DE89 3704 0044 0532 0130')).toBe('length');
    expect(ibanProblem('XX89370400440532013000')).toBe('country');
    expect(ibanProblem('1234')).toBe('format');
  });

  it('masks all but country, check digits and the last four', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 **** **** 3000');
  });
});
