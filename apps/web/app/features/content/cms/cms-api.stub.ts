import { afterEach, beforeEach, vi } from 'vitest';
import { siteContext } from '../../../lib/site/site.context';
import { testRouterContext, testSite } from '../../../test/render-with-providers';

/** The stub API's answer to one method and path. */
export type Answer = { readonly status: number; readonly body: unknown };

/**
 * A stubbed API for the CMS's loaders and actions: `answers['GET /api/…']` per test, anything else 404;
 * `calls` lists what was sent.
 */
export function stubCmsApi() {
  const answers: Record<string, Answer> = {};
  const fetched = vi.fn<(request: Request) => Promise<Response>>();
  beforeEach(() => {
    for (const key of Object.keys(answers)) delete answers[key];
    fetched.mockImplementation(async (request) => {
      const answer = answers[`${request.method} ${new URL(request.url).pathname}`] ?? {
        status: 404,
        body: {},
      };
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetched);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetched.mockReset();
  });
  return {
    answers,
    fetched,
    calls: (method: string, path: string): Request[] =>
      fetched.mock.calls
        .map(([request]) => request)
        .filter((request) => request.method === method && new URL(request.url).pathname === path),
  };
}

/** An editor's request on the Austrian site: GET, or POST of the form's fields. */
export function editorArgs(path: string, form?: Record<string, string | readonly string[]>) {
  const expires = Math.floor(Date.now() / 1000) + 600;
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form ?? {}))
    for (const one of typeof value === 'string' ? [value] : value) body.append(name, one);
  const request = new Request(`http://shop.test/at${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { Cookie: `token=editor-token; token_expires=${expires}` },
    ...(form && { body }),
  });
  const context = testRouterContext();
  context.set(siteContext, testSite('at'));
  return { request, context };
}

export async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'nothing thrown',
    (thrown: unknown) => thrown,
  );
}

export async function jsonOf(request: Request | undefined): Promise<unknown> {
  return request ? request.clone().json() : undefined;
}
