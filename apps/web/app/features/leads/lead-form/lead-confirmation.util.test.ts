import { describe, expect, it } from 'vitest';
import { INVALID_LEAD_LINK, leadConfirmationResult } from './lead-confirmation.util';

const LINKS = { home: '/at', leadForm: '/at/leads/lead-formular' };

describe('leadConfirmationResult', () => {
  it('confirms (a repeated click answers the same)', () => {
    const result = leadConfirmationResult({ data: { Confirmed: true }, response: { status: 200 } }, LINKS);
    expect(result.state).toBe('confirmed');
    expect(result.headline).toBe('Vielen Dank, Ihre Anfrage ist bestätigt');
    expect(result.links).toEqual([{ href: '/at', label: 'Zur Startseite' }]);
  });

  it("shows an expired link with the API's reason and the way to ask again (410)", () => {
    const message =
      'Dieser Bestätigungslink ist abgelaufen (7 Tage). Bitte senden Sie Ihre Anfrage noch einmal.';
    const result = leadConfirmationResult(
      { error: { status: 410, error: 'TOKEN_EXPIRED', message }, response: { status: 410 } },
      LINKS,
    );
    expect(result).toEqual({
      state: 'expired',
      headline: 'Dieser Link ist abgelaufen',
      message,
      links: [{ href: '/at/leads/lead-formular', label: 'Anfrage erneut senden' }],
    });
  });

  it('calls an unknown or malformed token invalid (404, 400)', () => {
    const unknown = { status: 404, error: 'TOKEN_INVALID', message: 'Dieser Bestätigungslink ist ungültig.' };
    expect(leadConfirmationResult({ error: unknown, response: { status: 404 } }, LINKS)).toBe(
      INVALID_LEAD_LINK,
    );
    expect(
      leadConfirmationResult(
        { error: { status: 400, error: 'VALIDATION_FAILED' }, response: { status: 400 } },
        LINKS,
      ),
    ).toBe(INVALID_LEAD_LINK);
  });

  it('asks to try again later when the API failed or did not answer', () => {
    expect(leadConfirmationResult({ error: {}, response: { status: 503 } }, LINKS).state).toBe('failed');
    expect(leadConfirmationResult({ error: {} }, LINKS).message).toContain('später noch einmal');
  });
});
