import { describe, expect, it } from 'vitest';
import { campaignPhase, matchesZipTargets, parseZipTargets } from './campaign-targeting.util.js';

describe('matchesZipTargets', () => {
  it('matches by prefix, and everything without targets', () => {
    expect(matchesZipTargets([], '10115')).toBe(true);
    expect(matchesZipTargets(['80331'], '80331')).toBe(true);
    expect(matchesZipTargets(['80331'], '10115')).toBe(false);
    expect(matchesZipTargets(['803', '1'], '10115')).toBe(true);
    expect(matchesZipTargets(['803'], '80469')).toBe(false);
  });
});

describe('parseZipTargets', () => {
  it('splits on commas, spaces and lines, sorts, and drops targets a shorter one covers', () => {
    expect(parseZipTargets('80331, 803;\n10115  80331', [1])).toEqual({
      targets: ['10115', '803'],
      invalid: [],
    });
  });

  it('refuses non-digits and targets longer than the sites’ postal codes', () => {
    expect(parseZipTargets('8033x 80331 1010', [1, 2])).toEqual({
      targets: ['1010'],
      invalid: ['8033x', '80331'],
    });
    expect(parseZipTargets('', [3])).toEqual({ targets: [], invalid: [] });
  });
});

describe('campaignPhase', () => {
  const startsAt = new Date('2026-11-01T00:00:00Z');
  const endsAt = new Date('2026-12-01T00:00:00Z');
  it('is the status unless active, else the period decides', () => {
    expect(campaignPhase({ status: 'draft', startsAt, endsAt }, new Date('2026-11-15'))).toBe('draft');
    expect(campaignPhase({ status: 'paused', startsAt, endsAt }, new Date('2026-11-15'))).toBe('paused');
    expect(campaignPhase({ status: 'active', startsAt, endsAt }, new Date('2026-10-31'))).toBe('scheduled');
    expect(campaignPhase({ status: 'active', startsAt, endsAt }, new Date('2026-11-15'))).toBe('running');
    expect(campaignPhase({ status: 'active', startsAt, endsAt }, endsAt)).toBe('ended');
    expect(campaignPhase({ status: 'active', startsAt, endsAt: null }, new Date('2030-01-01'))).toBe(
      'running',
    );
  });
});
