import { describe, expect, it } from 'vitest';
import { orderConsentTexts } from './order-consent.util';

describe('orderConsentTexts', () => {
  it('names the statutory withdrawal information in DE and AT', () => {
    for (const site of ['de', 'at'] as const) {
      expect(orderConsentTexts(site)).toEqual({
        statutory: true,
        label: 'Ich habe die AGB und die Widerrufsbelehrung gelesen und akzeptiere sie.',
        error: 'Bitte bestätigen Sie die AGB und die Widerrufsbelehrung.',
      });
    }
  });

  it('asks for the terms only in CH, which knows no statutory withdrawal', () => {
    const texts = orderConsentTexts('ch');
    expect(texts).toEqual({
      statutory: false,
      label: 'Ich habe die AGB gelesen und akzeptiere sie.',
      error: 'Bitte bestätigen Sie die AGB.',
    });
    expect(Object.values(texts).join(' ')).not.toContain('Widerrufsbelehrung');
  });
});
