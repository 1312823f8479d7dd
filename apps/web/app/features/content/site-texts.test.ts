import { describe, expect, it } from 'vitest';
import { infoCenterSections } from './info-center.constant';
import { termsSections } from './terms.constant';

const allText = (sections: readonly { title: string; paragraphs: readonly string[] }[]) =>
  sections.flatMap((s) => [s.title, ...s.paragraphs]).join(' ');

describe('info center and terms texts', () => {
  it('covers price factors, tank care, delivery, payment and the withdrawal right on every site', () => {
    for (const code of ['de', 'at', 'ch'] as const) {
      expect(infoCenterSections(code).map((s) => s.id)).toEqual([
        'preisfaktoren',
        'tankpflege',
        'lieferung',
        'zahlung',
        'widerrufsrecht',
      ]);
    }
  });

  it('words the withdrawal right per country', () => {
    expect(allText(infoCenterSections('de'))).toContain('§ 312g Abs. 2 Nr. 4 BGB');
    expect(allText(infoCenterSections('at'))).toContain('FAGG');
    expect(allText(infoCenterSections('ch'))).toContain('kein allgemeines gesetzliches Widerrufsrecht');
    expect(allText(termsSections('at'))).toContain('§ 7 Rücktrittsrecht');
    expect(allText(termsSections('ch'))).toContain('schweizerisches Recht');
  });

  it('writes Swiss texts without ß', () => {
    const swiss = allText(infoCenterSections('ch')) + allText(termsSections('ch'));
    expect(swiss).not.toContain('ß');
    expect(allText(infoCenterSections('de'))).toContain('ß');
  });
});
