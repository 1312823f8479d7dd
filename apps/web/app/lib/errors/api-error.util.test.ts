import { ERROR_CODES } from '@fuel/domain';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorText, fieldMessageOf } from './api-error.util';
import { ERROR_TEXTS } from './error-texts.constant';

describe('ERROR_TEXTS', () => {
  it('has a German text for every code the API documents, and for nothing else', () => {
    expect(Object.keys(ERROR_TEXTS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(ERROR_TEXTS[code].trim()).not.toBe('');
      expect(ERROR_TEXTS[code]).not.toMatch(/\b(the|must|should|not|found|error|failed|invalid|please)\b/i);
    }
  });
});

describe('errorText', () => {
  const body = (error: string, message: string) => ({ status: 400, error, message, requestId: 'r' });

  it("shows the API's German message for a code the API words for the user", () => {
    const message = 'Die Postleitzahl 99999 kennen wir in Deutschland nicht. Bitte prüfen Sie Ihre Eingabe.';
    expect(errorText(body('VALIDATION_FAILED', message), 'Fallback')).toBe(message);
    expect(errorText(body('ORDER_CHANGED', 'Ihre Bestellung wurde geändert.'))).toBe(
      'Ihre Bestellung wurde geändert.',
    );
  });

  it('shows the page fallback or the web text for a generic code, an unknown code and a network failure', () => {
    expect(errorText(body('INTERNAL_ERROR', 'An unexpected error occurred'), 'Nicht gespeichert.')).toBe(
      'Nicht gespeichert.',
    );
    expect(errorText(body('PAYLOAD_TOO_LARGE', 'request entity too large'))).toBe(
      ERROR_TEXTS.PAYLOAD_TOO_LARGE,
    );
    expect(errorText(body('SOMETHING_NEW', 'Something went wrong'))).toBe(ERROR_TEXTS.INTERNAL_ERROR);
    expect(errorText(new TypeError('fetch failed'), 'Keine Verbindung.')).toBe('Keine Verbindung.');
    expect(errorText(undefined)).toBe(ERROR_TEXTS.INTERNAL_ERROR);
    expect(errorText(body('NOT_FOUND', ''))).toBe(ERROR_TEXTS.NOT_FOUND);
  });

  it('reads only documented codes', () => {
    expect(errorCodeOf(body('TOKEN_USED', 'x'))).toBe('TOKEN_USED');
    expect(errorCodeOf(body('token_used', 'x'))).toBeUndefined();
    expect(errorCodeOf('TOKEN_USED')).toBeUndefined();
  });
});

describe('fieldMessageOf', () => {
  it('finds the first message of the field, and nothing in other bodies', () => {
    const body = {
      error: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'Password', messages: ['Zu häufig.', 'x'] }],
    };
    expect(fieldMessageOf(body, 'Password')).toBe('Zu häufig.');
    expect(fieldMessageOf(body, 'Token')).toBeUndefined();
    expect(fieldMessageOf({ error: 'TOKEN_USED' }, 'Password')).toBeUndefined();
    expect(fieldMessageOf(undefined, 'Password')).toBeUndefined();
  });
});
