import { describe, expect, it } from 'vitest';
import type { SignInPageData } from '../features/accounts';
import { withSafeTargets } from './sign-in-route.server';

const PAGE: SignInPageData = {
  mode: 'login',
  variant: 'standard',
  productGroup: undefined,
  returnUrl: null,
  redirectUrl: null,
  guest: false,
};

describe('withSafeTargets', () => {
  it('keeps same-site targets', () => {
    const page = { ...PAGE, returnUrl: '/kunde/bestellungen', redirectUrl: '/persoenliche-daten' };
    expect(withSafeTargets(page)).toEqual(page);
  });

  it('drops targets that would leave the site, control characters included', () => {
    expect(
      withSafeTargets({ ...PAGE, returnUrl: '/\t/evil.example', redirectUrl: '//evil.example' }),
    ).toEqual(PAGE);
  });
});
