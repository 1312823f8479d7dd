import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_SITE, SiteProvider } from '../site/site-provider';
import type { SiteData } from '../site/site.type';
import { ErrorPage } from './error-page';
import { ErrorReportProvider } from './error-report-provider';

const TECHNICIANS = 'Unsere Techniker sind bereits informiert und arbeiten an einer Lösung.';
const WENT_WRONG = 'Da ist leider etwas schiefgelaufen...';

function renderErrorPage(error: unknown, site: SiteData = FALLBACK_SITE) {
  const report = vi.fn((_error: Error) => undefined);
  const page = (shown: unknown): ReactNode => (
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <SiteProvider site={site}>
          <ErrorReportProvider report={report}>
            <ErrorPage error={shown} search={<form aria-label="Suche" />} />
          </ErrorReportProvider>
        </SiteProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const rendered = render(page(error));
  return { ...rendered, report, showError: (next: unknown) => rendered.rerender(page(next)) };
}

describe('ErrorPage', () => {
  it('404: says the page does not exist and points to the navigation', () => {
    renderErrorPage(new ErrorResponse(404, 'Not Found', null));

    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Die angeforderte Seite existiert nicht...',
    );
    expect(screen.getByText(/nutzen Sie die Navigation/)).toBeDefined();
    expect(screen.queryByText(TECHNICIANS)).toBeNull();
    expect(document.title).toBe('Fehler 404');
  });

  it('401: says the visitor has no access', () => {
    renderErrorPage(new ErrorResponse(401, 'Unauthorized', null));

    expect(screen.getByText('Leider haben Sie keinen Zugang zu dieser Seite.')).toBeDefined();
    expect(screen.queryByText(TECHNICIANS)).toBeNull();
    expect(document.title).toBe('Fehler 401');
  });

  it.each([
    [new ErrorResponse(503, 'Service Unavailable', null), 503],
    [new Error('boom'), 500],
    ['not even an error', 500],
  ])('other errors (%s): something went wrong, technicians are informed', (error, status) => {
    renderErrorPage(error);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(WENT_WRONG);
    expect(screen.getByText(TECHNICIANS)).toBeDefined();
    expect(document.title).toBe(`Fehler ${status}`);
  });

  it("links 'Zur Startseite' to the start page of the current site, below the boundary's search", () => {
    const { container } = renderErrorPage(new ErrorResponse(404, 'Not Found', null), {
      ...FALLBACK_SITE,
      code: 'ch',
      countryId: 3,
      iso: 'de-CH',
      currencyCode: 'CHF',
      basePath: '/ch',
    });

    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/ch');
    const search = screen.getByRole('form', { name: 'Suche' });
    expect(container.querySelector('.error-page__actions')?.previousElementSibling).toBe(search);
  });

  describe('reporting the error on display (spec 2 §8)', () => {
    it("reports an Error of the browser's once, however often the page renders", () => {
      const error = new TypeError("Cannot read properties of undefined (reading 'price')");
      const { report, showError } = renderErrorPage(error);
      showError(error);

      expect(report).toHaveBeenCalledTimes(1);
      expect(report).toHaveBeenCalledWith(error);
    });

    it('reports the next error the page shows', () => {
      const first = new Error('Angebot abgelaufen');
      const second = new Error('Adresse nicht gefunden');
      const { report, showError } = renderErrorPage(first);
      showError(second);

      expect(report.mock.calls).toEqual([[first], [second]]);
    });

    it.each([
      ['a 404', new ErrorResponse(404, 'Not Found', null)],
      ['a 401', new ErrorResponse(401, 'Unauthorized', null)],
      ['a thrown data() with 503', new ErrorResponse(503, 'Service Unavailable', 'Wartung')],
    ])('does not report %s: a route error response is no JavaScript fault', (_, response) => {
      const { report } = renderErrorPage(response);

      expect(report).not.toHaveBeenCalled();
    });

    it("does not report the server's error, which reaches the browser sanitised (the server records it)", () => {
      const sanitized = new Error('Unexpected Server Error');
      sanitized.stack = undefined;
      const { report } = renderErrorPage(sanitized);

      expect(screen.getByText(TECHNICIANS)).toBeDefined();
      expect(report).not.toHaveBeenCalled();
    });
  });
});
