import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SESSION_USER_FIXTURE, SignedInAs } from '../../../lib/session/session-user.fixture';
import { FALLBACK_SITE, SiteProvider } from '../../../lib/site/site-provider';
import { AccountMenu } from './account-menu';

function renderMenu(roles: readonly string[]) {
  render(
    <MemoryRouter>
      <SiteProvider site={FALLBACK_SITE}>
        <SignedInAs user={{ ...SESSION_USER_FIXTURE, roles }}>
          <AccountMenu />
        </SignedInAs>
      </SiteProvider>
    </MemoryRouter>,
  );
}

describe('AccountMenu', () => {
  it('leads customers to their orders in the customer area', () => {
    renderMenu(['Role_Customer']);
    expect(screen.getByRole('link', { name: 'Meine Bestellungen' }).getAttribute('href')).toBe(
      '/kunde/bestellungen',
    );
  });

  it('has no customer orders for dealer staff, whose orders are in the dealer portal', () => {
    renderMenu(['Role_Customer', 'Role_Dealer']);
    expect(screen.queryByRole('link', { name: 'Meine Bestellungen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Persönliche Daten' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Händlerportal' }).getAttribute('href')).toBe(
      '/haendler/bestellungen',
    );
  });

  it('leads an admin to the dealer portal too', () => {
    renderMenu(['Role_Customer', 'Role_Interaid_Admin']);
    expect(screen.getByRole('link', { name: 'Händlerportal' })).toBeDefined();
  });

  it('offers a customer no dealer portal', () => {
    renderMenu(['Role_Customer']);
    expect(screen.queryByRole('link', { name: 'Händlerportal' })).toBeNull();
  });
});
