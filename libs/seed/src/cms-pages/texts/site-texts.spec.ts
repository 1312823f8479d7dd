import { operatorContacts } from '@fuel/domain';
import { describe, expect, it } from 'vitest';
import { infoCenterSections } from './info-center.constant.js';
import { imprintSections } from './legal-imprint.constant.js';
import { privacySections } from './legal-privacy.constant.js';
import { termsSections } from './terms.constant.js';

const operators = operatorContacts({ OPERATOR_STREET: 'Große Straße 1' });

const allText = (sections: readonly { title: string; paragraphs: readonly string[] }[]) =>
  sections.flatMap((s) => [s.title, ...s.paragraphs]).join(' ');

/** The texts the seed writes as the first CMS pages (they were the web's constants before issue #16). */
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
    expect(allText(termsSections('at', operators.at))).toContain('§ 7 Rücktrittsrecht');
    expect(allText(termsSections('ch', operators.ch))).toContain('schweizerisches Recht');
  });

  it('names the configured operator in the terms, the Impressum and the privacy notice', () => {
    for (const sections of [termsSections, imprintSections, privacySections]) {
      expect(allText(sections('at', operators.at))).toContain(operators.at.customerPhone);
    }
    expect(allText(privacySections('de', operators.de))).toContain('Große Straße 1');
    expect(allText(privacySections('at', operators.at))).toContain('Österreichischen Datenschutzbehörde');
    expect(allText(privacySections('ch', operators.ch))).toContain('EDÖB');
  });

  it('writes Swiss texts without ß, the configured address included', () => {
    const swiss = [
      infoCenterSections('ch'),
      ...[termsSections, imprintSections, privacySections].map((s) => s('ch', operators.ch)),
    ]
      .map(allText)
      .join(' ');
    expect(swiss).not.toContain('ß');
    expect(allText(infoCenterSections('de'))).toContain('ß');
  });
});
