import { type AccountUserOutput, createClient } from '@fuel/api-client';
import { describe, expect, it, vi } from 'vitest';
import { STORED_ADDRESS_FIXTURE } from './address-book.fixture';
import { personalDataAction } from './personal-data.server';

const USER = {
  Id: 1,
  EmailAddress: 'kunde@example.com',
  Title1: 'Frau',
  Title2: null,
  FirstName: 'Karla',
  LastName: 'Kunde',
  Company: null,
  Phone: null,
  HasPassword: true,
  Addresses: [STORED_ADDRESS_FIXTURE],
} as unknown as AccountUserOutput;

interface Call {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
  readonly authorization: string | null;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API as a fetch stub: the session's user, and per path the answer to a change. */
function stubApi(answers: Record<string, () => Response> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = new Request(input);
    const path = new URL(request.url).pathname;
    const body: unknown = request.method === 'GET' ? undefined : await request.json();
    calls.push({ method: request.method, path, body, authorization: request.headers.get('Authorization') });
    if (path === '/api/account/me') return json({ User: USER });
    return answers[path]?.() ?? json({ Success: true, Message: 'OK' });
  });
  return { api: createClient({ baseUrl: 'http://api.test', fetch }), calls };
}

/** A signed-in visitor's post: the access token and its expiry in the cookies. */
function post(fields: Record<string, string>, signedIn = true): Request {
  const expires = Math.floor(Date.now() / 1000) + 600;
  return new Request('http://shop.test/kunde/stammdaten', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: signedIn ? { Cookie: `token=abc.def.ghi; token_expires=${expires}` } : {},
  });
}

async function run(fields: Record<string, string>, answers?: Record<string, () => Response>) {
  const { api, calls } = stubApi(answers);
  const result = await personalDataAction({ api, request: post(fields), basePath: '' });
  const changes = calls.filter((call) => call.method !== 'GET');
  return { result, changes };
}

/** The answer's body and status (a plain object is a 200). */
function answer(result: unknown): { data: unknown; status: number } {
  if (result && typeof result === 'object' && 'type' in result && result.type === 'DataWithResponseInit') {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { data, status: init?.status ?? 200 };
  }
  return { data: result, status: 200 };
}

const ADDRESS = {
  'address-firstName': 'Otto',
  'address-lastName': 'Rechnung',
  'address-street': 'Hauptstraße',
  'address-houseNumber': '1',
  'address-zipCode': '86150',
  'address-city': 'Augsburg',
  'address-countryId': '1',
};

describe('personalDataAction', () => {
  it('saves the base data with the bearer token and says so in German', async () => {
    const { result, changes } = await run({
      intent: 'base-data',
      title1: 'Frau',
      firstName: ' Karla ',
      lastName: 'Kunde-Neu',
      company: '',
      phone: '089 123',
    });
    expect(answer(result)).toEqual({
      status: 200,
      data: { intent: 'base-data', success: 'Ihre Daten wurden gespeichert.' },
    });
    expect(changes).toEqual([
      {
        method: 'PUT',
        path: '/api/account/persoenliche-daten',
        authorization: 'Bearer abc.def.ghi',
        body: { Title1: 'Frau', FirstName: 'Karla', LastName: 'Kunde-Neu', Company: null, Phone: '089 123' },
      },
    ]);
  });

  it('refuses a missing name with German messages per field and keeps the typed values', async () => {
    const { result, changes } = await run({
      intent: 'base-data',
      firstName: '',
      lastName: ' ',
      phone: '089',
    });
    const { data, status } = answer(result);
    expect(status).toBe(400);
    expect(data).toMatchObject({
      intent: 'base-data',
      errors: {
        firstName: 'Bitte geben Sie Ihren Vornamen ein.',
        lastName: 'Bitte geben Sie Ihren Nachnamen ein.',
      },
      values: { phone: '089' },
    });
    expect(changes).toEqual([]);
  });

  it('adds an address by saving the whole book with the stored base data', async () => {
    const { result, changes } = await run({
      intent: 'save-address',
      addressType: 'invoice',
      addressId: '',
      ...ADDRESS,
    });
    expect(answer(result).data).toEqual({
      intent: 'save-address',
      success: 'Die Adresse wurde gespeichert.',
    });
    expect(changes[0]?.body).toMatchObject({
      Title1: 'Frau',
      FirstName: 'Karla',
      Addresses: [
        { Type: 'delivery', Street: 'Marienplatz', ZipCode: '80331' },
        { Type: 'invoice', FirstName: 'Otto', Street: 'Hauptstraße', ZipCode: '86150', CountryId: 1 },
      ],
    });
  });

  it('edits a stored address by its id and refuses a postal code that does not fit the country', async () => {
    const refused = await run({
      intent: 'save-address',
      addressType: 'delivery',
      addressId: '7',
      ...ADDRESS,
      'address-zipCode': '8010',
    });
    expect(answer(refused.result)).toMatchObject({
      status: 400,
      data: {
        errors: { zipCode: expect.stringMatching(/^Die Postleitzahl passt nicht zum Land/) },
        values: { addressType: 'delivery', addressId: '7', ZipCode: '8010', City: 'Augsburg' },
      },
    });
    expect(refused.changes).toEqual([]);

    const { changes } = await run({
      intent: 'save-address',
      addressType: 'delivery',
      addressId: '7',
      ...ADDRESS,
      'address-zipCode': '8010',
      'address-countryId': '2',
    });
    expect(changes[0]?.body).toMatchObject({
      Addresses: [{ Type: 'delivery', ZipCode: '8010', CountryId: 2 }],
    });
  });

  it('removes an address by its id; an id not in the own book changes nothing', async () => {
    const removed = await run({ intent: 'delete-address', addressId: '7' });
    expect(answer(removed.result).data).toEqual({
      intent: 'delete-address',
      success: 'Die Adresse wurde entfernt.',
    });
    expect(removed.changes[0]?.body).toMatchObject({ Addresses: [] });

    const foreign = await run({ intent: 'delete-address', addressId: '99' });
    expect(answer(foreign.result)).toMatchObject({
      status: 409,
      data: { formError: 'Diese Adresse gibt es nicht mehr. Bitte laden Sie die Seite neu.' },
    });
    expect(foreign.changes).toEqual([]);
  });

  it("shows the API's German message of a refused change, never its English or a password", async () => {
    const { result } = await run(
      { intent: 'change-password', currentPassword: 'falsch-falsch', newPassword: 'ganz-neu-2026' },
      {
        '/api/account/kennwort-aendern': () =>
          json({ error: 'INVALID_CREDENTIALS', message: 'Das aktuelle Kennwort ist falsch.' }, 400),
      },
    );
    const { data, status } = answer(result);
    expect(status).toBe(400);
    expect(data).toEqual({
      intent: 'change-password',
      formError: 'Das aktuelle Kennwort ist falsch.',
      values: undefined,
    });
    expect(JSON.stringify(data)).not.toContain('ganz-neu');

    const down = await run(
      { intent: 'change-email', newEmail: 'neu@example.com', password: 'geheim-geheim' },
      {
        '/api/account/email-aendern': () =>
          json({ error: 'INTERNAL_ERROR', message: 'Internal server error' }, 500),
      },
    );
    expect(answer(down.result)).toEqual({
      status: 500,
      data: {
        intent: 'change-email',
        formError: 'Die E-Mail-Adresse konnte nicht geändert werden.',
        values: { newEmail: 'neu@example.com' },
      },
    });
  });

  it('checks the new e-mail address and password before asking the API', async () => {
    const email = await run({ intent: 'change-email', newEmail: 'kein-at' });
    expect(answer(email.result).data).toMatchObject({
      errors: { newEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
      values: { newEmail: 'kein-at' },
    });
    const password = await run({ intent: 'change-password', newPassword: 'kurz' });
    expect(answer(password.result).data).toEqual({
      intent: 'change-password',
      errors: { newPassword: 'Das Kennwort muss mindestens 8 Zeichen lang sein.' },
      values: undefined,
    });
    expect([...email.changes, ...password.changes]).toEqual([]);
  });

  it('sends a visitor without a session to the sign-in and refuses an unknown intent', async () => {
    const { api } = stubApi();
    await expect(
      personalDataAction({ api, request: post({ intent: 'base-data' }, false), basePath: '/at' }),
    ).rejects.toMatchObject({ status: 302 });
    const { result } = await run({ intent: 'drop-table' });
    expect(answer(result)).toEqual({
      status: 400,
      data: { intent: 'drop-table', formError: 'Unbekannte Aktion.' },
    });
  });
});
