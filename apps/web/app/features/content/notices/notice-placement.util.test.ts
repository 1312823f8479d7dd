import { describe, expect, it } from 'vitest';
import { noticePlacementOf, sitePathOf } from './notice-placement.util';

describe('noticePlacementOf', () => {
  it.each([
    ['/', 'home'],
    ['/heizoel/angebotsliste', 'offer-list'],
    ['/pellets/angebotsliste/', 'offer-list'],
    ['/heizoel/angebotsassistent', 'all'],
    ['/heizoelpreise', 'prices'],
    ['/heizoelpreise/bayern/muenchen/80331', 'prices'],
    ['/heizoelpreiseabc', 'all'],
    ['/news', 'news'],
    ['/news/artikel/winter', 'news'],
    ['/impressum', 'all'],
    ['/kunde/bestellungen', 'all'],
    ['/support/cms/prompts', null],
    ['/admin/verkaufsliste', null],
    ['/haendler/bestellungen', null],
    ['/medienverwaltung', null],
  ])('%s → %s', (path, placement) => {
    expect(noticePlacementOf(path)).toBe(placement);
  });
});

describe('sitePathOf', () => {
  it('takes the site prefix off, and only a whole segment', () => {
    expect(sitePathOf('/at/news', '/at')).toBe('/news');
    expect(sitePathOf('/at', '/at')).toBe('/');
    expect(sitePathOf('/atlas', '/at')).toBe('/atlas');
    expect(sitePathOf('/news', '')).toBe('/news');
  });
});
