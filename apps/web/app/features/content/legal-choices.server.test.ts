import { describe, expect, it } from 'vitest';
import { consentOfForm, dismissFraudWarning, readLegalChoices, saveConsent } from './legal-choices.server';

function post(url: string, fields: Record<string, string>): Request {
  return new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('consent choice', () => {
  it('takes statistics only from "Alle akzeptieren" or a ticked box', () => {
    expect(consentOfForm(form({ choice: 'all' }))).toBe('statistics');
    expect(consentOfForm(form({ choice: 'selection', statistics: 'on' }))).toBe('statistics');
    expect(consentOfForm(form({ choice: 'selection' }))).toBe('necessary');
    expect(consentOfForm(form({ choice: 'necessary', statistics: 'on' }))).toBe('necessary');
    expect(consentOfForm(form({ choice: 'alles\u0000' }))).toBe('necessary');
  });

  it('stores the choice in a lax, http-only cookie and returns to the page', async () => {
    const response = await saveConsent(
      post('https://shop.example/cookie-einstellungen', { choice: 'all', returnTo: '/at/news?seite=2' }),
      '/',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/at/news?seite=2');
    expect(response.headers.get('Set-Cookie')).toMatch(
      /^cookie_consent=statistics; Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly; Secure$/,
    );
  });

  it('never returns to another origin', async () => {
    for (const returnTo of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const response = await saveConsent(
        post('http://localhost/ch/cookie-einstellungen', { returnTo }),
        '/ch',
      );
      expect(response.headers.get('Location')).toBe('/ch');
    }
  });
});

describe('fraud warning', () => {
  it('is dismissed for one site only', async () => {
    const response = await dismissFraudWarning(
      post('http://localhost/ch/hinweis-ausblenden', {}),
      'ch',
      '/ch',
    );
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^fraud_warning_dismissed_ch=1;/);
    const header = cookie.slice(0, cookie.indexOf(';'));
    expect(readLegalChoices(header, 'ch').fraudWarningDismissed).toBe(true);
    expect(readLegalChoices(header, 'de').fraudWarningDismissed).toBe(false);
  });

  it('reads no choice from foreign or forged cookies', () => {
    expect(readLegalChoices('cookie_consent=everything; locale=de', 'de')).toEqual({
      consent: null,
      fraudWarningDismissed: false,
    });
  });
});
