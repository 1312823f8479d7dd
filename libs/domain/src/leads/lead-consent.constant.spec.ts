import { describe, expect, it } from 'vitest';
import {
  LEAD_CONSENT_TEXTS,
  LEAD_CONSENT_VERSION,
  LEAD_CONSENT_VERSIONS,
  isLeadConsentVersion,
  leadConsentText,
} from './lead-consent.constant.js';

describe('lead consent texts', () => {
  it('has a text for the version the form shows, and every version is known', () => {
    expect(LEAD_CONSENT_VERSIONS).toContain(LEAD_CONSENT_VERSION);
    expect(leadConsentText(LEAD_CONSENT_VERSION)).toBe(LEAD_CONSENT_TEXTS[LEAD_CONSENT_VERSION]);
    for (const version of LEAD_CONSENT_VERSIONS) expect(isLeadConsentVersion(version)).toBe(true);
  });

  it('knows no other version, not even an inherited property', () => {
    for (const version of ['1999-01', '', 'toString', '__proto__', 2026]) {
      expect(isLeadConsentVersion(version)).toBe(false);
    }
    expect(leadConsentText('toString')).toBeUndefined();
  });

  it('writes the texts without ß, so the ch site shows the words that are stored', () => {
    for (const text of Object.values(LEAD_CONSENT_TEXTS)) expect(text).not.toContain('ß');
  });
});
