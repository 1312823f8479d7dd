import { describe, expect, it } from 'vitest';
import { SCRUBBED, scrubPersonalData } from './personal-data.util.js';

const TOKEN = 'q3Vt9xLm2bR7kYz0AaPw4sNcHdE8fGjU1oTiWvXy5Q_';

describe('scrubPersonalData', () => {
  it.each([
    ['Kein Konto für karla.kunde@example.de gefunden', 'Kein Konto für [E-Mail] gefunden'],
    ['/konto?user=j%C3%BCrgen.m%40example.de', '/konto?user=[E-Mail]'],
    ['Mail an jürgen@müller-öl.de ging nicht', 'Mail an [E-Mail] ging nicht'],
    ['IBAN DE89370400440532013000 ungültig', 'IBAN [IBAN] ungültig'],
    ['IBAN DE89 3704 0044 0532 0130 00 ungültig', 'IBAN [IBAN] ungültig'],
    ['at AT611904300234573201.', 'at [IBAN].'],
    ['IBAN de89370400440532013000 gescheitert', 'IBAN [IBAN] gescheitert'],
    ['IBAN DE89 3704 0044 0532 0130 00 gescheitert', 'IBAN [IBAN] gescheitert'],
  ])('replaces contact and bank data: %s', (text, expected) => {
    expect(scrubPersonalData(text)).toBe(expected);
  });

  it('replaces JWTs, bearer tokens and long random tokens, in text and in paths', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(scrubPersonalData(`Sitzung ${jwt} abgelaufen`)).toBe(`Sitzung ${SCRUBBED.token} abgelaufen`);
    expect(scrubPersonalData('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [Token]');
    expect(scrubPersonalData(`https://heizoel.example.de/neues-kennwort-setzen/${TOKEN}`)).toBe(
      'https://heizoel.example.de/neues-kennwort-setzen/[Token]',
    );
    expect(scrubPersonalData(`hash ${'a3f9c2d1'.repeat(8)}`)).toBe('hash [Token]');
  });

  it('keeps what is no secret: slugs, UUIDs, identifiers, script names, line numbers', () => {
    for (const text of [
      '/heizoelpreise/baden-wuerttemberg-stuttgart-70173',
      'Bestellung 3f2b8c1e-9d4a-4e7b-8a6c-2d1e0f9b7a53 nicht gefunden',
      'at useOrderProcessPaymentSaveMutationCallback (https://x.example/assets/root-AbC123xy.js:1:2345)',
      "TypeError: Cannot read properties of undefined (reading 'price')",
      'at node:internal/process/task_queues:105:5',
    ]) {
      expect(scrubPersonalData(text)).toBe(text);
    }
  });

  it('replaces the values of parameters named like secrets or contact data, in URLs and texts', () => {
    expect(
      scrubPersonalData(
        'https://heizoel.example.de/leads/bestaetigen?token=abc&email=karla%40example.de&page=2#code=xyz',
      ),
    ).toBe(
      'https://heizoel.example.de/leads/bestaetigen?token=[entfernt]&email=[entfernt]&page=2#code=[entfernt]',
    );
    expect(scrubPersonalData('/suche?ZipCode=80331&amount=3000')).toBe(
      '/suche?ZipCode=[entfernt]&amount=3000',
    );
    expect(scrubPersonalData('login failed: password=geheim4711 for session=s1')).toBe(
      'login failed: password=[entfernt] for session=[entfernt]',
    );
    expect(scrubPersonalData('Antwort {"Password":"geheim","Name":"Karla"}')).toBe(
      'Antwort {"Password":"[entfernt]","Name":"Karla"}',
    );
    expect(scrubPersonalData('?token=')).toBe('?token=');
  });

  it('removes the user and password of a URL', () => {
    expect(scrubPersonalData('fetch https://karla:geheim@heizoel.example.de/api failed')).toBe(
      'fetch https://[entfernt]@heizoel.example.de/api failed',
    );
  });

  it('keeps a Firefox frame (function@url) a frame', () => {
    const frame = 'submit@https://heizoel.example.de/assets/root-AbC123xy.js:1:2345';
    expect(scrubPersonalData(frame)).toBe(frame);
  });

  it('reads 8,000 characters of one run in one pass', () => {
    const text = `${'a'.repeat(7_990)}@x`;
    expect(scrubPersonalData(text)).toBe(text);
  });
});
