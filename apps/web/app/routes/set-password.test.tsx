import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SetPassword, { action, loader } from './set-password';
import type { Route } from './+types/set-password';
import { renderRoute, stubApi, testRouterContext } from '../test/render-with-providers';
import {
  type ConfirmationResult,
  USED_RESET_LINK_MESSAGE,
} from '../features/accounts/confirmation-result.util';

const TOKEN = 'A'.repeat(21) + '-_' + 'z'.repeat(20);

function load(token: string) {
  const url = new URL(`http://localhost/neues-kennwort-setzen/${token}`);
  const request = new Request(url);
  return loader({ params: { token }, context: testRouterContext(), request, url, pattern: '' });
}

/** The form posted to the page's action (without JavaScript). */
function post(fields: Record<string, string>) {
  const url = new URL(`http://localhost/neues-kennwort-setzen/${TOKEN}`);
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
  return action({ params: { token: TOKEN }, context: testRouterContext(), request, url, pattern: '' });
}

function openPage(loaderData: ConfirmationResult | null, actionData?: unknown) {
  const props = { params: { token: TOKEN }, loaderData, actionData } as unknown as Route.ComponentProps;
  renderRoute(() => <SetPassword {...props} />);
}

describe('/neues-kennwort-setzen/{token}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the new password when the link is valid', async () => {
    const checked: unknown[] = [];
    const check = (body: unknown) => {
      checked.push(body);
      return { Status: 'valid' };
    };
    vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/account/token-status': check })));
    const problem = await load(TOKEN);
    expect(problem).toBeNull();
    expect(checked).toEqual([{ Purpose: 'reset-password', Token: TOKEN }]);

    openPage(problem);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Neues Kennwort setzen');
    const form = screen.getByRole('form', { name: 'Neues Kennwort setzen' });
    expect(form.getAttribute('method')).toBe('post');
    expect(screen.getByRole('button', { name: 'Kennwort speichern' }).getAttribute('value')).toBe(
      'set-password',
    );
  });

  it("shows the action's answer, not 'already used', right after the password was set on this page", async () => {
    // Without JavaScript the loader runs after the action and finds the link the action just used.
    vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/account/token-status': () => ({ Status: 'used' }) })));
    openPage(await load(TOKEN), { intent: 'set-password', success: 'Ihr Kennwort wurde geändert.' });

    expect(screen.queryByText('Dieser Link wurde bereits verwendet')).toBeNull();
  });

  it('says at once that a used link already set a password, without the form', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/account/token-status': () => ({ Status: 'used' }) })));
    openPage(await load(TOKEN));

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dieser Link wurde bereits verwendet');
    expect(screen.getByText(USED_RESET_LINK_MESSAGE)).toBeDefined();
    expect(screen.queryByLabelText('Neues Kennwort')).toBeNull();
  });

  it('says the same when the link was used meanwhile and only the posted password finds out', async () => {
    const used = { status: 409, error: 'TOKEN_USED', message: 'token used', fieldErrors: [], requestId: 'r' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(used, { status: 409 })),
    );
    const password = 'Linden-Allee-Blau-2027!';
    const answer = await post({ intent: 'set-password', password, repeat: password });
    expect(answer).toMatchObject({
      data: { linkProblem: { state: 'used', message: USED_RESET_LINK_MESSAGE } },
    });
    expect(JSON.stringify(answer)).not.toContain(password);
  });

  it('checks the repetition before asking the API, and confirms a new password', async () => {
    const fetch = vi.fn(
      stubApi({ '/api/account/neues-kennwort-setzen': () => ({ Success: true, Message: 'Gespeichert.' }) }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(
      await post({ intent: 'set-password', password: 'Linden-Allee-2027', repeat: 'anders' }),
    ).toMatchObject({
      data: { errors: { repeat: 'Die Kennwörter stimmen nicht überein.' } },
      init: { status: 400 },
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(
      await post({ intent: 'set-password', password: 'Linden-Allee-2027', repeat: 'Linden-Allee-2027' }),
    ).toEqual({ intent: 'set-password', success: 'Gespeichert.' });
  });

  it('answers a malformed link without asking the API, and shows the form when the API fails', async () => {
    const fetch = vi.fn(stubApi({}));
    vi.stubGlobal('fetch', fetch);
    expect((await load('gibt-es-nicht'))?.state).toBe('invalid');
    expect(fetch).not.toHaveBeenCalled();
    expect(await load(TOKEN)).toBeNull();
  });
});
