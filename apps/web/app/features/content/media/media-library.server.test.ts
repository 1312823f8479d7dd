import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@fuel/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { siteContext } from '../../../lib/site/site.context';
import { testRouterContext, testSite } from '../../../test/render-with-providers';
import { loadMediaLibrary, loadMediaPickerImages, mediaLibraryAction } from './media-library.server';
import { IMAGE_ASSET, USED_ASSET } from './media.fixture';

type Answer = { readonly status: number; readonly body: unknown };
let answers: Record<string, Answer>;
const fetched = vi.fn<(request: Request) => Promise<Response>>();

beforeEach(() => {
  answers = {};
  fetched.mockImplementation(async (request) => {
    const url = new URL(request.url);
    const answer = answers[`${request.method} ${url.pathname}`] ?? { status: 404, body: {} };
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

const LIST = { items: [IMAGE_ASSET], total: 1, page: 1, pageCount: 1 };
const FOLDERS = { items: [{ id: 2, parentId: null, name: 'News-Bilder', assetCount: 1 }] };

function context() {
  const ctx = testRouterContext();
  ctx.set(siteContext, testSite('de'));
  return ctx;
}

const cookie = () => `token=staff-token; token_expires=${Math.floor(Date.now() / 1000) + 600}`;

function get(path: string) {
  return new Request(`http://shop.test${path}`, { headers: { Cookie: cookie() } });
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: { Cookie: cookie(), ...headers },
    body,
  });
}

function requestsTo(path: string): Request[] {
  return fetched.mock.calls.map(([request]) => request).filter((r) => new URL(r.url).pathname === path);
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => 'nothing thrown',
    (thrown: unknown) => thrown,
  );
}

describe('loadMediaLibrary', () => {
  it('asks for the filtered page, the folders and the opened file with the staff token', async () => {
    answers['GET /api/support/cms/media'] = { status: 200, body: LIST };
    answers['GET /api/support/cms/media-folders'] = { status: 200, body: FOLDERS };
    answers['GET /api/support/cms/media/7'] = { status: 200, body: USED_ASSET };
    const result = await loadMediaLibrary(
      get('/support/cms/media?ordner=2&q=tank&art=bilder&datei=7&erledigt=saved'),
      context(),
    );
    const [list] = requestsTo('/api/support/cms/media');
    expect(list?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(Object.fromEntries(new URL(list?.url ?? '').searchParams)).toEqual({
      page: '1',
      folderId: '2',
      q: 'tank',
      kind: 'image',
    });
    expect(result).toMatchObject({ page: LIST, folders: FOLDERS.items, detail: USED_ASSET, error: null });
    expect(result.notice).toBe('Die Angaben zur Datei sind gespeichert.');
  });

  it('shows the 401 page when the API refuses the caller', async () => {
    answers['GET /api/support/cms/media-folders'] = { status: 403, body: { error: 'FORBIDDEN' } };
    const thrown = await thrownBy(loadMediaLibrary(get('/support/cms/media'), context()));
    expect(thrown).toMatchObject({ init: { status: 401 } });
  });
});

describe('mediaLibraryAction: upload', () => {
  it('passes the multipart body on unread, with its boundary and the token, then opens the new file', async () => {
    answers['POST /api/support/cms/media'] = { status: 201, body: IMAGE_ASSET };
    const form = new FormData();
    form.set(
      'file',
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'bild.jpg', { type: 'image/jpeg' }),
    );
    form.set('altText', 'Ein Haus');
    const browser = new Request('http://x/', { method: 'POST', body: form });
    const contentType = browser.headers.get('Content-Type') ?? '';
    const bytes = await browser.arrayBuffer();

    const result = await mediaLibraryAction(
      post('/support/cms/media?ordner=2', bytes, { 'Content-Type': contentType }),
      context(),
    );
    expect(result).toBeInstanceOf(Response);
    const answer = result as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/support/cms/media?ordner=2&datei=7&erledigt=uploaded');
    const [sent] = requestsTo('/api/support/cms/media');
    expect(sent?.headers.get('Authorization')).toBe('Bearer staff-token');
    expect(sent?.headers.get('Content-Type')).toBe(contentType);
    expect(new Uint8Array(await (sent as Request).arrayBuffer())).toEqual(new Uint8Array(bytes));
  });

  it("shows the API's German refusal at the upload form", async () => {
    answers['POST /api/support/cms/media'] = {
      status: 415,
      body: {
        status: 415,
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'SVG-Dateien werden nicht angenommen, da sie Skripte enthalten können.',
        fieldErrors: [
          {
            field: 'file',
            messages: ['SVG-Dateien werden nicht angenommen, da sie Skripte enthalten können.'],
          },
        ],
      },
    };
    const result = await mediaLibraryAction(
      post('/support/cms/media', 'x', { 'Content-Type': 'multipart/form-data; boundary=b' }),
      context(),
    );
    expect(result).toMatchObject({
      init: { status: 415 },
      data: {
        form: 'upload',
        error: 'SVG-Dateien werden nicht angenommen, da sie Skripte enthalten können.',
        fieldErrors: { file: 'SVG-Dateien werden nicht angenommen, da sie Skripte enthalten können.' },
      },
    });
  });

  it('refuses a body far beyond the limit without sending it', async () => {
    const result = await mediaLibraryAction(
      post('/support/cms/media', 'x', {
        'Content-Type': 'multipart/form-data; boundary=b',
        'Content-Length': String(200 * 1024 * 1024),
      }),
      context(),
    );
    expect(result).toMatchObject({ init: { status: 413 }, data: { form: 'upload' } });
    expect(fetched).not.toHaveBeenCalled();
  });
});

describe('mediaLibraryAction: upload to a real server', () => {
  it('streams a body of megabytes through without reading it first', async () => {
    vi.unstubAllGlobals();
    let received = 0;
    let contentType = '';
    const server = createServer((req, res) => {
      contentType = req.headers['content-type'] ?? '';
      req.on('data', (chunk: Buffer) => (received += chunk.length));
      req.on('end', () => {
        res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify(IMAGE_ASSET));
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const ctx = context();
    ctx.set(apiClientContext, createClient({ baseUrl: `http://127.0.0.1:${port}` }));
    const size = 4 * 1024 * 1024;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close();
        const chunk = new Uint8Array(64 * 1024);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { Cookie: cookie(), 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body,
      duplex: 'half',
    };
    try {
      const result = await mediaLibraryAction(new Request('http://shop.test/medienverwaltung', init), ctx);
      expect((result as Response).headers.get('Location')).toBe(
        '/medienverwaltung?datei=7&erledigt=uploaded',
      );
      expect(received).toBe(size);
      expect(contentType).toBe('multipart/form-data; boundary=xyz');
    } finally {
      server.close();
    }
  });
});

describe('mediaLibraryAction: forms', () => {
  it('saves alt text, title and folder, and comes back to the file', async () => {
    answers['PUT /api/support/cms/media/7'] = { status: 200, body: USED_ASSET };
    const result = await mediaLibraryAction(
      post(
        '/support/cms/media?datei=7',
        new URLSearchParams({ intent: 'save', mediaId: '7', altText: ' Haus ', title: '', folderId: '' }),
      ),
      context(),
    );
    expect((result as Response).headers.get('Location')).toBe('/support/cms/media?datei=7&erledigt=saved');
    const [sent] = requestsTo('/api/support/cms/media/7');
    expect(await sent?.json()).toEqual({ altText: 'Haus', title: null, folderId: null });
  });

  it('explains a refused delete of a used file', async () => {
    answers['DELETE /api/support/cms/media/7'] = {
      status: 409,
      body: { status: 409, error: 'MEDIA_IN_USE', message: 'Diese Datei wird noch verwendet.' },
    };
    const result = await mediaLibraryAction(
      post('/support/cms/media?datei=7', new URLSearchParams({ intent: 'delete', mediaId: '7' })),
      context(),
    );
    expect(result).toMatchObject({
      init: { status: 409 },
      data: { form: 'delete', error: 'Diese Datei wird noch verwendet.' },
    });
  });

  it('creates a folder and shows it', async () => {
    answers['POST /api/support/cms/media-folders'] = {
      status: 201,
      body: { id: 5, parentId: null, name: 'Neu', assetCount: 0 },
    };
    const result = await mediaLibraryAction(
      post('/support/cms/media', new URLSearchParams({ intent: 'create-folder', name: 'Neu' })),
      context(),
    );
    expect((result as Response).headers.get('Location')).toBe(
      '/support/cms/media?ordner=5&erledigt=folder-created',
    );
  });
});

describe('loadMediaPickerImages', () => {
  it('lists library images only', async () => {
    answers['GET /api/support/cms/media'] = { status: 200, body: LIST };
    expect(await loadMediaPickerImages(get('/support/cms/news/1'), context(), { q: 'haus' })).toEqual(LIST);
    const [list] = requestsTo('/api/support/cms/media');
    expect(new URL(list?.url ?? '').searchParams.get('kind')).toBe('image');
  });
});
