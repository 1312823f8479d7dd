import { fireEvent, render, screen } from '@testing-library/react';
import { type ActionFunction, type LoaderFunction, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as confirmEmailChange from './confirm-email-change';
import * as confirmNotifications from './confirm-notifications';
import * as confirmRequest from './confirm-request';
import { testRouterContext } from '../test/render-with-providers';

const TOKEN = 'A'.repeat(21) + '-_' + 'z'.repeat(20);

interface Answer {
  readonly status: number;
  readonly body: unknown;
}

const PAGES = [
  {
    module: confirmRequest,
    path: '/anfrage-bestaetigen',
    link: `/anfrage-bestaetigen?token=${TOKEN}`,
    api: '/api/account/anfrage-bestaetigen',
    purpose: 'confirm-request',
    button: 'E-Mail-Adresse bestätigen',
  },
  {
    module: confirmEmailChange,
    path: '/email-anpassung-bestaetigen',
    link: `/email-anpassung-bestaetigen?token=${TOKEN}`,
    api: '/api/account/email-anpassung-bestaetigen',
    purpose: 'confirm-email-change',
    button: 'E-Mail-Adresse bestätigen',
  },
  {
    module: confirmNotifications,
    path: '/benachrichtigungen/:token/bestaetigen',
    link: `/benachrichtigungen/${TOKEN}/bestaetigen`,
    api: '/api/account/benachrichtigungen/bestaetigen',
    purpose: 'confirm-notifications',
    button: 'Benachrichtigungen bestätigen',
  },
] as const;

type Page = (typeof PAGES)[number];

const [REQUEST_PAGE] = PAGES;

const STATUS_PATH = '/api/account/token-status';

const api = vi.fn<(request: Request) => Promise<Response>>();

const VALID: Answer = { status: 200, body: { Status: 'valid' } };

/** The API answers the check of the link with `check`, every other call with `confirm`. */
function answerWith(confirm: Answer, check: Answer = VALID) {
  api.mockImplementation(async (request) => {
    const { status, body } = new URL(request.url).pathname === STATUS_PATH ? check : confirm;
    return Response.json(body, { status });
  });
}

async function apiCalls(): Promise<{ path: string; method: string; body: unknown }[]> {
  return Promise.all(
    api.mock.calls.map(async ([request]) => ({
      path: new URL(request.url).pathname,
      method: request.method,
      body: await request.clone().json(),
    })),
  );
}

const checkCall = (page: Page) => ({
  path: STATUS_PATH,
  method: 'POST',
  body: { Purpose: page.purpose, Token: TOKEN },
});

/** Opens the link as the page of its route module, with the module's loader and action. */
function openLink(page: Page, link: string = page.link) {
  const { default: Component, loader, action, shouldRevalidate } = page.module;
  // The modules type their arguments by their own route's params; the stub passes plain ones.
  const Stub = createRoutesStub(
    [
      {
        path: page.path,
        Component,
        loader: loader as LoaderFunction,
        action: action as ActionFunction,
        shouldRevalidate,
        HydrateFallback: () => null,
      },
    ],
    testRouterContext(),
  );
  return render(<Stub initialEntries={[link]} />);
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('confirmation pages', () => {
  beforeEach(() => vi.stubGlobal('fetch', api));
  afterEach(() => {
    vi.unstubAllGlobals();
    api.mockReset();
  });

  it.each(PAGES)(
    '$path: opening a valid link only checks it and shows the button; pressing it confirms',
    async (page) => {
      answerWith({ status: 200, body: { Success: true, Message: 'Erledigt.' } });
      openLink(page);

      expect((await heading()).textContent).toBe(page.button);
      const button = screen.getByRole('button', { name: page.button });
      expect(button.closest('form')?.getAttribute('method')).toBe('post');
      expect(await apiCalls()).toEqual([checkCall(page)]);

      fireEvent.click(button);

      expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeDefined();
      expect(screen.getByText('Erledigt.')).toBeDefined();
      expect(screen.queryByRole('button')).toBeNull();
      // One check when opened, one confirmation; no second check of the used link after the post.
      expect(await apiCalls()).toEqual([
        checkCall(page),
        { path: page.api, method: 'POST', body: { Token: TOKEN } },
      ]);
    },
  );

  it.each(PAGES)('$path: opening a used link says so at once, without a button', async (page) => {
    answerWith(VALID, { status: 200, body: { Status: 'used' } });
    openLink(page);

    expect((await heading()).textContent).toBe('Dieser Link wurde bereits verwendet');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await apiCalls()).toEqual([checkCall(page)]);
  });

  it.each([
    ['expired', 'Dieser Link ist abgelaufen'],
    ['unknown', 'Dieser Link ist ungültig'],
  ])('opening an %s link shows "%s" at once', async (Status, headline) => {
    answerWith(VALID, { status: 200, body: { Status } });
    openLink(REQUEST_PAGE);

    expect((await heading()).textContent).toBe(headline);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['a 500', { status: 500, body: { status: 500, error: 'INTERNAL', message: 'x' } }],
    ['a 429', { status: 429, body: { status: 429, error: 'TOO_MANY_REQUESTS', message: 'x' } }],
    ['an unexpected body', { status: 200, body: {} }],
  ])('shows the button when the check gets %s', async (_, check) => {
    answerWith(VALID, check);
    openLink(REQUEST_PAGE);

    expect((await heading()).textContent).toBe(REQUEST_PAGE.button);
    expect(screen.getByRole('button', { name: REQUEST_PAGE.button })).toBeDefined();
  });

  it('shows the button when the API cannot be reached', async () => {
    api.mockRejectedValue(new TypeError('fetch failed'));
    openLink(REQUEST_PAGE);

    expect((await heading()).textContent).toBe(REQUEST_PAGE.button);
  });

  it.each([
    [409, 'TOKEN_USED', 'Dieser Link wurde bereits verwendet'],
    [410, 'TOKEN_EXPIRED', 'Dieser Link ist abgelaufen'],
    [404, 'TOKEN_INVALID', 'Dieser Link ist ungültig'],
    [500, 'INTERNAL', 'Da ist leider etwas schiefgelaufen...'],
  ])('a %i %s after the press shows "%s"', async (status, error, headline) => {
    answerWith({ status, body: { status, error, message: 'x' } });
    openLink(REQUEST_PAGE);

    fireEvent.click(await screen.findByRole('button', { name: REQUEST_PAGE.button }));

    expect(await screen.findByRole('heading', { name: headline })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeDefined();
  });

  it.each([
    ['/anfrage-bestaetigen?token=gibt-es-nicht', REQUEST_PAGE],
    ['/anfrage-bestaetigen', REQUEST_PAGE],
    [`/email-anpassung-bestaetigen?token=${TOKEN}x`, PAGES[1]],
    ['/benachrichtigungen/gibt-es-nicht/bestaetigen', PAGES[2]],
  ])('%s is invalid at once, without asking the API', async (link, page) => {
    openLink(page, link);

    expect((await heading()).textContent).toBe('Dieser Link ist ungültig');
    expect(screen.queryByRole('button')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('disables the button while the confirmation is on its way', async () => {
    api.mockImplementation(async (request) =>
      new URL(request.url).pathname === STATUS_PATH
        ? Response.json(VALID.body)
        : new Promise<Response>(() => undefined),
    );
    openLink(REQUEST_PAGE);

    const button = await screen.findByRole('button', { name: REQUEST_PAGE.button });
    fireEvent.click(button);

    await vi.waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
  });
});
