import { describe, expect, it } from '@jest/globals';
import { isAllowedNoticeLink, isNoticeLive, noticeStatus, pickNotices } from './notice-rules.js';

describe('notice rules', () => {
  it.each([
    ['/heizoelpreise', true],
    ['/', true],
    ['https://www.example.com/a?b=c', true],
    ['HTTPS://WWW.EXAMPLE.COM', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/a b', false],
    ['/a\tb', false],
    ['http://www.example.com', false],
    ['javascript:alert(1)', false],
    ['https://', false],
    ['https://u:p@example.com', false],
    ['example.com', false],
  ])('link %s allowed: %s', (url, allowed) => {
    expect(isAllowedNoticeLink(url)).toBe(allowed);
  });

  const now = new Date('2026-11-24T12:00:00Z');
  const period = (startsAt: string, endsAt: string | null, active = true) => ({
    active,
    startsAt: new Date(startsAt),
    endsAt: endsAt ? new Date(endsAt) : null,
  });

  it('is live from its start (inclusive) to its end (exclusive) while active', () => {
    expect(isNoticeLive(period('2026-11-24T12:00:00Z', null), now)).toBe(true);
    expect(isNoticeLive(period('2026-11-24T11:00:00Z', '2026-11-24T12:00:00Z'), now)).toBe(false);
    expect(isNoticeLive(period('2026-11-24T11:00:00Z', null, false), now)).toBe(false);
    expect(noticeStatus(period('2026-11-25T00:00:00Z', null), now)).toBe('scheduled');
    expect(noticeStatus(period('2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z'), now)).toBe('ended');
    expect(noticeStatus(period('2026-11-20T00:00:00Z', null, false), now)).toBe('off');
    expect(noticeStatus(period('2026-11-20T00:00:00Z', '2026-11-30T00:00:00Z'), now)).toBe('live');
  });

  it('picks at most n of the placement and n of every page, in the given order', () => {
    const sorted = [
      { id: 1, placement: 'all' as const },
      { id: 2, placement: 'home' as const },
      { id: 3, placement: 'prices' as const },
      { id: 4, placement: 'home' as const },
      { id: 5, placement: 'all' as const },
      { id: 6, placement: 'home' as const },
      { id: 7, placement: 'all' as const },
    ];
    expect(pickNotices(sorted, 'home', 2).map((n) => n.id)).toEqual([1, 2, 4, 5]);
    expect(pickNotices(sorted, 'all', 2).map((n) => n.id)).toEqual([1, 5]);
  });
});
