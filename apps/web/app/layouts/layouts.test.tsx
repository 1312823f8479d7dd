import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse, createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DefaultErrorPage } from './default-error-page';
import DefaultLayout from './default-layout';
import FocusedLayout from './focused-layout';
import MessageLayout from './message-layout';
import OrderProcessLayout from './order-process-layout';
import PlainPrintLayout from './plain-print-layout';

function renderLayout(Layout: ComponentType) {
  const Stub = createRoutesStub([
    { path: '/', Component: Layout, children: [{ index: true, Component: () => <p>Seiteninhalt</p> }] },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const mainNav = () => screen.queryByRole('navigation', { name: 'Hauptnavigation' });

describe('layouts', () => {
  it('default: header with navigation, site switch and phone, main, footer', async () => {
    renderLayout(DefaultLayout);

    expect(await screen.findByText('Seiteninhalt')).toBeDefined();
    expect(mainNav()).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Land wählen' })).toBeDefined();
    // The hotline in the header and in the footer.
    expect(screen.getAllByRole('link', { name: '+49 800 0000000' })).toHaveLength(2);
    expect(screen.getByRole('contentinfo')).toBeDefined();
    for (const label of ['Heizölpreise', 'Heizölhändler', 'News', 'Info-Center']) {
      expect(screen.getByRole('link', { name: label })).toBeDefined();
    }
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/agb');
    expect(screen.getByRole('link', { name: 'Cookie-Einstellungen' }).getAttribute('href')).toBe(
      '/cookie-einstellungen',
    );
  });

  it('default error page: the error inside header and footer, with the compact calculator', () => {
    const { container } = render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <DefaultErrorPage error={new ErrorResponse(404, 'Not Found', null)} />
        </QueryClientProvider>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Die angeforderte Seite existiert nicht...',
    );
    expect(mainNav()).not.toBeNull();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(container.querySelector('[data-slot="compact-calculator"]')).not.toBeNull();
    expect(screen.getByLabelText('PLZ')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Start' })).toBeDefined();
  });

  it('focused: slim header without navigation', async () => {
    renderLayout(FocusedLayout);

    expect(await screen.findByText('Seiteninhalt')).toBeDefined();
    expect(mainNav()).toBeNull();
    expect(screen.getByRole('banner')).toBeDefined();
  });

  it('message: the page sits in a centred card', async () => {
    renderLayout(MessageLayout);

    expect((await screen.findByText('Seiteninhalt')).closest('.message-card')).not.toBeNull();
    expect(mainNav()).toBeNull();
  });

  it('order process: slim header with the customer phone', async () => {
    renderLayout(OrderProcessLayout);

    expect(await screen.findByText('Seiteninhalt')).toBeDefined();
    expect(screen.getAllByRole('link', { name: '+49 800 0000000' })).toHaveLength(2);
    expect(mainNav()).toBeNull();
  });

  it('plain print: no header, navigation or footer', async () => {
    renderLayout(PlainPrintLayout);

    expect(await screen.findByText('Seiteninhalt')).toBeDefined();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
