import { QueryClient } from '@tanstack/react-query';
import { type RouterContextProvider } from 'react-router';
import type { CountryCode } from '@fuel/domain';
import { vi } from 'vitest';
import { queryClientContext } from '../../../lib/query/query-client.context';
import { siteContext } from '../../../lib/site/site.context';
import { testRouterContext, testSite } from '../../../test/render-with-providers';
import type { SitePage } from './queries';

/** A published page as getSitePage answers it. */
export function sitePage(overrides: Partial<SitePage> = {}): SitePage {
  return {
    id: 7,
    kind: 'imprint',
    path: '/impressum',
    title: 'Impressum',
    description: 'Wer den Marktplatz betreibt.',
    body: '<p>Betreiber: <a href="/datenschutz">Datenschutz</a></p>',
    seoTitle: '',
    seoDescription: '',
    noIndex: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
    children: [],
    ...overrides,
  };
}

/** The API's error body with a status, as the client throws it. */
export function apiError(status: number, error: string): Response {
  return Response.json({ status, error, message: error, fieldErrors: [], requestId: 'r' }, { status });
}

type Answer = (url: URL) => Response | Promise<Response>;

/** Stubs fetch with answers by API path; records the URLs asked. Unknown paths: the API's 404. */
export function stubCmsApi(answers: Readonly<Record<string, Answer>>): URL[] {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      asked.push(url);
      const answer = answers[url.pathname];
      return answer ? answer(url) : apiError(404, 'NOT_FOUND');
    }),
  );
  return asked;
}

/** The loader arguments of a server request on `code`'s site. */
export function loaderArgs(path: string, params: Record<string, string> = {}, code: CountryCode = 'de') {
  const context: RouterContextProvider = testRouterContext();
  context.set(siteContext, testSite(code));
  // As on the server: no retries (jsdom counts as a browser, which would retry once).
  context.set(queryClientContext, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const url = new URL(`http://localhost${path}`);
  return { context, url, params, request: new Request(url), pattern: '' };
}

/** The HTTP status a loader threw: a `data(…, { status })` (404, 410) or a Response (a redirect). */
export async function thrownStatus(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    if (typeof error === 'object' && error !== null && 'init' in error) {
      return (error as { init?: { status?: number } }).init?.status;
    }
    throw error;
  }
  return undefined;
}
