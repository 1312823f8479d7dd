import { describe, expect, it } from 'vitest';
import { redirectAfterLogin } from './login-redirect.util';

describe('redirectAfterLogin', () => {
  it('returns to ReturnUrl within an order, else to the order page of the product group', () => {
    expect(
      redirectAfterLogin({ basePath: '', productGroup: 'heizoel', returnUrl: '/heizoel/bestellung/x' }),
    ).toBe('/heizoel/bestellung/x');
    expect(redirectAfterLogin({ basePath: '/at', productGroup: 'diesel' })).toBe('/at/diesel/bestellung');
  });

  it('goes to RedirectUrl or the customer homepage otherwise', () => {
    expect(redirectAfterLogin({ basePath: '', redirectUrl: '/persoenliche-daten' })).toBe(
      '/persoenliche-daten',
    );
    expect(redirectAfterLogin({ basePath: '', returnUrl: '/persoenliche-daten' })).toBe(
      '/persoenliche-daten',
    );
    expect(redirectAfterLogin({ basePath: '/ch' })).toBe('/ch/kunde/startseite');
  });

  it('ignores targets on other hosts', () => {
    expect(redirectAfterLogin({ basePath: '', redirectUrl: '//evil.example' })).toBe('/kunde/startseite');
    expect(redirectAfterLogin({ basePath: '', redirectUrl: 'https://evil.example' })).toBe(
      '/kunde/startseite',
    );
    expect(redirectAfterLogin({ basePath: '', productGroup: 'heizoel', returnUrl: '/\\evil' })).toBe(
      '/heizoel/bestellung',
    );
  });
});

describe('redirectAfterLogin with a hostile ReturnUrl', () => {
  it('refuses a ReturnUrl of /%09/evil.example after the login', () => {
    const returnUrl = new URL(
      'http://localhost/benutzerkonto/anmeldung?ReturnUrl=/%09/evil.example',
    ).searchParams.get('ReturnUrl');
    expect(redirectAfterLogin({ basePath: '', returnUrl })).toBe('/kunde/startseite');
    expect(redirectAfterLogin({ basePath: '', productGroup: 'heizoel', returnUrl })).toBe(
      '/heizoel/bestellung',
    );
  });
});
