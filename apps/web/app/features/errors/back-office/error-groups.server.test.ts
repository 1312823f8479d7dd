import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteContext } from '../../../lib/site/site.context';
import { testRouterContext, testSite } from '../../../test/render-with-providers';
import { errorGroupAction, loadErrorGroup, loadErrorGroups } from './error-groups.server';
import { ERROR_GROUP_FIXTURE, ERROR_OCCURRENCE_FIXTURE } from './error-trace.fixture';

/** The API's answers by method and path; anything else is a 404. */
type Answer = { readonly status: number; readonly body: unknown };
let answers: Record<string, Answer>;
const fetched = vi.fn<(request: Request) => Promise<Response>>();

beforeEach(() => {
  answers = {};
  fetched.mockImplementation(async (request) => {
    const url = new URL(request.url);
    const answer = answers[`${request.method} ${url.pathname}`] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), {
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

const REFUSED = { status: 403, body: { error: 'FORBIDDEN', message: 'Keine Berechtigung.' } };

/** A request of a signed-in staff member on the Austrian site (the session's cookies as the browser sends them). */
function args(path: string, form?: Record<string, string>) {
  const expires = Math.floor(Date.now() / 1000) + 600;
  const request = new Request(`http://shop.test/at${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { Cookie: `token=staff-token; token_expires=${expires}` },
    ...(form && { body: new URLSearchParams(form) }),
  });
  const context = testRouterContext();
  context.set(siteContext, testSite('at'));
  return { request, context };
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'nothing thrown',
    (thrown: unknown) => thrown,
  );
}

function requestsTo(path: string): Request[] {
  return fetched.mock.calls.map(([request]) => request).filter((r) => new URL(r.url).pathname === path);
}

describe('loadErrorGroups', () => {
  it('asks the API for the filtered page with the staff member’s token', async () => {
    answers['GET /api/support/errors'] = {
      status: 200,
      body: { rows: [ERROR_GROUP_FIXTURE], total: 1, page: 1, pageCount: 1 },
    };
    const { request, context } = args('/support/fehler?status=all&source=browser&sort=count&page=1');

    const loaded = await loadErrorGroups(request, context);

    expect(loaded.page.rows).toEqual([ERROR_GROUP_FIXTURE]);
    const [sent] = requestsTo('/api/support/errors');
    expect(Object.fromEntries(new URL(sent?.url ?? '').searchParams)).toEqual({
      source: 'browser',
      sort: 'count',
      page: '1',
    });
    expect(sent?.headers.get('Authorization')).toBe('Bearer staff-token');
  });

  it('shows the 401 page to a staff member without errors.manage', async () => {
    answers['GET /api/support/errors'] = REFUSED;
    const { request, context } = args('/support/fehler');

    expect(await thrownBy(loadErrorGroups(request, context))).toMatchObject({ init: { status: 401 } });
  });
});

describe('loadErrorGroup', () => {
  it('reads the group and the page of occurrences after the cursor', async () => {
    answers['GET /api/support/errors/12'] = { status: 200, body: ERROR_GROUP_FIXTURE };
    answers['GET /api/support/errors/12/occurrences'] = {
      status: 200,
      body: { rows: [ERROR_OCCURRENCE_FIXTURE], nextCursor: null },
    };
    const { request, context } = args('/support/fehler/12?after=520&erledigt=open');

    const loaded = await loadErrorGroup(request, context, '12');

    expect(loaded).toMatchObject({ after: '520', notice: 'Die Fehlergruppe ist wieder offen.', error: null });
    const [sent] = requestsTo('/api/support/errors/12/occurrences');
    expect(new URL(sent?.url ?? '').searchParams.get('after')).toBe('520');
  });

  it('is the 404 page for an unknown group, and for an id that cannot be one without asking the API', async () => {
    const { request, context } = args('/support/fehler/99');
    expect(await thrownBy(loadErrorGroup(request, context, '99'))).toMatchObject({ init: { status: 404 } });
    for (const id of ['abc', '0', '-3', '1.5', '12%00']) {
      expect(await thrownBy(loadErrorGroup(request, context, id))).toMatchObject({ init: { status: 404 } });
    }
    expect(requestsTo('/api/support/errors/abc')).toEqual([]);
  });

  it('keeps the group and says why when the API refuses the cursor', async () => {
    answers['GET /api/support/errors/12'] = { status: 200, body: ERROR_GROUP_FIXTURE };
    answers['GET /api/support/errors/12/occurrences'] = {
      status: 400,
      body: { error: 'VALIDATION_FAILED', message: 'Der Cursor ist ungültig.' },
    };
    const { request, context } = args('/support/fehler/12?after=x');

    const loaded = await loadErrorGroup(request, context, '12');

    expect(loaded.group).toEqual(ERROR_GROUP_FIXTURE);
    expect(loaded.occurrences.rows).toEqual([]);
    expect(loaded.error).toBe('Der Cursor ist ungültig.');
  });
});

describe('errorGroupAction', () => {
  it('sets the status and goes back to the group with the notice', async () => {
    answers['PUT /api/support/errors/12/status'] = {
      status: 200,
      body: { ...ERROR_GROUP_FIXTURE, status: 'resolved' },
    };
    const { request, context } = args('/support/fehler/12?after=520', { status: 'resolved' });

    const result = await errorGroupAction(request, context, '12');

    expect(result).toBeInstanceOf(Response);
    expect(result instanceof Response && result.headers.get('Location')).toBe(
      '/at/support/fehler/12?erledigt=resolved',
    );
    const [sent] = requestsTo('/api/support/errors/12/status');
    expect(await sent?.json()).toEqual({ status: 'resolved' });
  });

  it('refuses a status the form never sends without asking the API', async () => {
    const { request, context } = args('/support/fehler/12', { status: 'deleted' });

    expect(await errorGroupAction(request, context, '12')).toMatchObject({ init: { status: 400 } });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('shows the 401 page when the API refuses the staff member', async () => {
    answers['PUT /api/support/errors/12/status'] = REFUSED;
    const { request, context } = args('/support/fehler/12', { status: 'open' });

    expect(await thrownBy(errorGroupAction(request, context, '12'))).toMatchObject({ init: { status: 401 } });
  });
});
