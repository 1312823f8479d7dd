import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi, testSite } from '../../../test/render-with-providers';
import { ForgotPassword, RESET_LINK_SENT } from './forgot-password';

describe('ForgotPassword', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the reset link for the address on the current site and says so without telling more', async () => {
    const requests: unknown[] = [];
    const answer = (body: unknown) => {
      requests.push(body);
      return { Success: true };
    };
    vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/account/kennwort-vergessen': answer })));
    renderRoute(() => <ForgotPassword />, { site: testSite('at') });

    fireEvent.click(screen.getByRole('button', { name: 'Kennwort vergessen?' }));
    const form = screen.getByRole('form', { name: 'Kennwort vergessen' });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse des Kontos'), {
      target: { value: ' kunde@example.com ' },
    });
    fireEvent.submit(form);

    expect(await screen.findByText(RESET_LINK_SENT)).toBeDefined();
    expect(requests).toEqual([{ EmailAddress: 'kunde@example.com', CountryId: 2 }]);
  });

  it('checks the address before asking the API', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRoute(() => <ForgotPassword />);

    fireEvent.click(screen.getByRole('button', { name: 'Kennwort vergessen?' }));
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse des Kontos'), { target: { value: 'kein-at' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Kennwort vergessen' }));

    expect(
      screen.getByRole('textbox', { name: 'E-Mail-Adresse des Kontos' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });
});
