import { fireEvent, render, screen } from '@testing-library/react';
import { type ActionFunction, type LoaderFunction, createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as confirmEmailChange from '../../../routes/confirm-email-change';
import * as confirmNotifications from '../../../routes/confirm-notifications';
import * as confirmRequest from '../../../routes/confirm-request';

vi.mock('../../api/api-base-url', () => ({ apiBaseUrl: () => 'http://api.test' }));

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
    button: 'Anfrage bestätigen',
  },
  {
    module: confirmEmailChange,
    path: '/email-anpassung-bestaetigen',
    link: `/email-anpassung-bestaetigen?token=${TOKEN}`,
    api: '/api/account/email-anpassung-bestaetigen',
    button: 'E-Mail-Adresse bestätigen',
  },
  {
    module: confirmNotifications,
    path: '/benachrichtigungen/:token/bestaetigen',
    link: `/benachrichtigungen/${TOKEN}/bestaetigen`,
    api: '/api/account/benachrichtigungen/bestaetigen',
    button: 'Benachrichtigungen bestätigen',
  },
] as const;

type Page = (typeof PAGES)[number];

const [REQUEST_PAGE] = PAGES;

const api = vi.fn<(request: Request) => Promise<Response>>();

/** The API answers every call with `answer`. */
function answerWith({ status, body }: Answer) {
  api.mockImplementation(async () => Response.json(body, { status }));
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

/** Opens the link as the page of its route module, with the module's loader and action. */
function openLink(page: Page, link: string = page.link) {
  const { default: Component, loader, action } = page.module;
  // The modules type their arguments by their own route's params; the stub passes plain ones.
  const Stub = createRoutesStub([
    {
      path: page.path,
      Component,
      loader: loader as LoaderFunction,
      action: action as ActionFunction,
      HydrateFallback: () => null,
    },
  ]);
  return render(<Stub initialEntries={[link]} />);
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('confirmation pages', () => {
  beforeEach(() => vi.stubGlobal('fetch', api));
  afterEach(() => {
    vi.unstubAllGlobals();
    api.mockReset();
  });

  it.each(PAGES)('$path: opening the link only shows the button; pressing it confirms', async (page) => {
    answerWith({ status: 200, body: { Success: true, Message: 'Erledigt.' } });
    openLink(page);

    expect((await heading()).textContent).toBe(page.button);
    const button = screen.getByRole('button', { name: page.button });
    expect(button.closest('form')?.getAttribute('method')).toBe('post');
    expect(api).not.toHaveBeenCalled();

    fireEvent.click(button);

    expect(await screen.findByRole('heading', { name: 'Vielen Dank!' })).toBeDefined();
    expect(screen.getByText('Erledigt.')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await apiCalls()).toEqual([{ path: page.api, method: 'POST', body: { Token: TOKEN } }]);
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
    api.mockReturnValue(new Promise<Response>(() => undefined));
    openLink(REQUEST_PAGE);

    const button = await screen.findByRole('button', { name: REQUEST_PAGE.button });
    fireEvent.click(button);

    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
  });
});
