import { JS_ERROR_REPORT_LIMITS, JS_ERROR_REPORT_PATH, type JsErrorReport } from '@fuel/domain/errors';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorCollector } from './error-collector.util';
import { REPORT_BODY_LIMIT } from './report-sender.util';

const ORIGIN = 'https://www.heizoel-vergleich.de';
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ASSET = `${ORIGIN}/assets/calculator-form-Bx3f9a.js`;
const START = Date.parse('2025-03-14T09:00:00.000Z');

let clock = START;
const tick = (ms: number) => (clock += ms);

function fakeWindow({ beacon = 'accepts' }: { beacon?: 'accepts' | 'refuses' | 'throws' | 'missing' } = {}) {
  const sendBeacon = vi.fn((_url: string, _data: Blob) => {
    if (beacon === 'throws') throw new TypeError('Beacon blocked by policy');
    return beacon === 'accepts';
  });
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(null, { status: 204 })),
  );
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const win = Object.assign(new EventTarget(), {
    location: { href: `${ORIGIN}/heizoel/preise`, origin: ORIGIN },
    navigator: beacon === 'missing' ? { userAgent: USER_AGENT } : { userAgent: USER_AGENT, sendBeacon },
    document,
    fetch,
  });
  const collector = createErrorCollector(win, () => clock);

  return {
    win,
    collector,
    sendBeacon,
    fetch,
    throwError(init: ErrorEventInit) {
      win.dispatchEvent(new ErrorEvent('error', { filename: ASSET, lineno: 1, colno: 2, ...init }));
    },
    reject(reason: unknown) {
      win.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { reason, promise: Promise.resolve() }),
      );
    },
    navigateTo(path: string) {
      win.location.href = `${ORIGIN}${path}`;
      collector.navigated();
    },
    leave() {
      win.dispatchEvent(new Event('pagehide'));
    },
    hide(state: DocumentVisibilityState = 'hidden') {
      document.visibilityState = state;
      document.dispatchEvent(new Event('visibilitychange'));
    },
    /** The reports the beacon took, in order. */
    async beaconReports(): Promise<JsErrorReport[]> {
      return Promise.all(sendBeacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text())));
    },
  };
}

function typeError(message: string): TypeError {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at renderOffer (${ASSET}:1:4711)`;
  return error;
}

beforeEach(() => {
  clock = START;
});

describe('sending points', () => {
  it('sends nothing on the first navigation and the first page view’s errors after the second', async () => {
    const page = fakeWindow();
    tick(1_500);
    const error = typeError("Cannot read properties of undefined (reading 'price')");
    page.throwError({ message: `Uncaught ${error.message}`, lineno: 1, colno: 4711, error });
    page.collector.navigated(); // hydration: the router's first location, the page view the collector started with

    expect(page.sendBeacon).not.toHaveBeenCalled();

    tick(3_000);
    page.navigateTo('/heizoel/bestellung');

    expect(page.sendBeacon).toHaveBeenCalledTimes(1);
    expect(page.sendBeacon.mock.calls[0]?.[0]).toBe(JS_ERROR_REPORT_PATH);
    expect(await page.beaconReports()).toEqual([
      {
        userAgent: USER_AGENT,
        timeStart: '2025-03-14T09:00:00.000Z',
        timeEnd: '2025-03-14T09:00:04.500Z',
        href: `${ORIGIN}/heizoel/preise`,
        errors: [
          {
            message: "Uncaught Cannot read properties of undefined (reading 'price')",
            filename: ASSET,
            lineno: 1,
            colno: 4711,
            stack: error.stack,
            time: '2025-03-14T09:00:01.500Z',
          },
        ],
      },
    ]);
  });

  it('sends one report per navigation, each with the errors and address of the page view it leaves', async () => {
    const page = fakeWindow();
    page.throwError({ message: 'Uncaught Error: Karte nicht geladen' });
    page.throwError({ message: 'Uncaught Error: Preisverlauf leer' });
    tick(10_000);
    page.navigateTo('/heizoel/bestellung?menge=3000');
    tick(2_000);
    page.reject(new Error('Adresse nicht gefunden'));
    page.navigateTo('/konto');

    const reports = await page.beaconReports();
    expect(reports.map((report) => [report.href, report.timeStart, report.errors.length])).toEqual([
      [`${ORIGIN}/heizoel/preise`, '2025-03-14T09:00:00.000Z', 2],
      [`${ORIGIN}/heizoel/bestellung?menge=3000`, '2025-03-14T09:00:10.000Z', 1],
    ]);
    expect(reports[1]?.errors[0]?.message).toBe('Adresse nicht gefunden');
  });

  it('sends nothing when a navigation keeps the address (a repeated notice of the same page)', () => {
    const page = fakeWindow();
    page.throwError({ message: 'Uncaught Error: Karte nicht geladen' });
    page.collector.navigated();
    page.collector.navigated();

    expect(page.sendBeacon).not.toHaveBeenCalled();
  });

  it('sends the errors when the page is left, with a JSON blob', async () => {
    const page = fakeWindow();
    page.throwError({ message: 'Uncaught Error: Karte nicht geladen' });
    page.leave();

    expect(page.sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = page.sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(JS_ERROR_REPORT_PATH);
    expect(blob?.type).toBe('application/json');
    expect((await page.beaconReports())[0]?.href).toBe(`${ORIGIN}/heizoel/preise`);
  });

  it('sends once when the page is hidden and then left, and again only for errors raised after that', async () => {
    const page = fakeWindow();
    page.throwError({ message: 'Uncaught Error: Karte nicht geladen' });
    page.hide('visible');
    expect(page.sendBeacon).not.toHaveBeenCalled();

    page.hide();
    page.leave();
    page.navigateTo('/konto');
    expect(page.sendBeacon).toHaveBeenCalledTimes(1);

    page.throwError({ message: 'Uncaught Error: Konto nicht geladen' });
    page.hide();
    page.leave();
    const reports = await page.beaconReports();
    expect(reports.map((report) => report.errors.map((error) => error.message))).toEqual([
      ['Uncaught Error: Karte nicht geladen'],
      ['Uncaught Error: Konto nicht geladen'],
    ]);
  });

  it('sends nothing without errors', () => {
    const page = fakeWindow();
    page.navigateTo('/heizoel/bestellung');
    page.hide();
    page.leave();

    expect(page.sendBeacon).not.toHaveBeenCalled();
    expect(page.fetch).not.toHaveBeenCalled();
  });
});

describe('failed sending', () => {
  it.each(['refuses', 'throws', 'missing'] as const)(
    'falls back to a keepalive fetch when the beacon %s',
    async (beacon) => {
      const page = fakeWindow({ beacon });
      page.throwError({ message: 'Uncaught Error: Karte nicht geladen' });
      page.leave();

      expect(page.fetch).toHaveBeenCalledTimes(1);
      const [url, init] = page.fetch.mock.calls[0] ?? [];
      expect(url).toBe(JS_ERROR_REPORT_PATH);
      expect(init).toMatchObject({
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      });
      expect(JSON.parse(String(init?.body))).toMatchObject({
        href: `${ORIGIN}/heizoel/preise`,
        errors: [{ message: 'Uncaught Error: Karte nicht geladen' }],
      });
    },
  );

  it('ignores a rejected or throwing fetch without raising anything the collector would catch', async () => {
    const page = fakeWindow({ beacon: 'missing' });
    page.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    page.fetch.mockImplementationOnce(() => {
      throw new TypeError('Failed to execute fetch');
    });

    page.throwError({ message: 'Uncaught Error: Karte nicht geladen' });
    expect(() => page.navigateTo('/konto')).not.toThrow();
    page.throwError({ message: 'Uncaught Error: Konto nicht geladen' });
    expect(() => page.leave()).not.toThrow();
    // A rejection that escaped would fail this test run as an unhandled rejection.
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(page.fetch).toHaveBeenCalledTimes(2);
    page.leave();
    expect(page.fetch).toHaveBeenCalledTimes(2);
  });
});

describe('what is collected', () => {
  it.each([
    'ResizeObserver loop completed with undelivered notifications.',
    'ResizeObserver loop limit exceeded',
    'Uncaught ResizeObserver loop limit exceeded',
  ])('ignores %s', (message) => {
    const page = fakeWindow();
    page.throwError({ message });
    page.reject(new Error(message));
    page.leave();

    expect(page.sendBeacon).not.toHaveBeenCalled();
  });

  it("ignores the muted errors of other origins' scripts and errors of scripts from another origin", async () => {
    const page = fakeWindow();
    page.throwError({ message: 'Script error.', filename: '', lineno: 0, colno: 0 });
    page.throwError({
      message: 'Uncaught TypeError: a is undefined',
      filename: 'https://ads.example.com/slot.js',
    });
    page.throwError({ message: 'Uncaught Error: x', filename: 'chrome-extension://abcdefgh/content.js' });
    page.throwError({ message: 'Uncaught Error: Karte nicht geladen', filename: ASSET });
    page.throwError({ message: 'Uncaught SyntaxError: Unexpected token', filename: '' });
    page.leave();

    const [report] = await page.beaconReports();
    expect(report?.errors.map((error) => error.message)).toEqual([
      'Uncaught Error: Karte nicht geladen',
      'Uncaught SyntaxError: Unexpected token',
    ]);
    expect(report?.errors[1]).not.toHaveProperty('filename');
  });

  it.each([
    ['a text', 'Zahlung abgelehnt', 'Zahlung abgelehnt'],
    ['a number', 404, '404'],
    ['an object', { code: 'OFFER_EXPIRED' }, '[object Object]'],
    ['undefined', undefined, 'undefined'],
    ['an object without a text form', Object.create(null), 'Unhandled rejection'],
  ])('records an unhandled rejection with %s as its reason', async (_, reason, message) => {
    const page = fakeWindow();
    page.reject(reason);
    page.leave();

    const [report] = await page.beaconReports();
    expect(report?.errors).toEqual([{ message, time: '2025-03-14T09:00:00.000Z' }]);
  });

  it("records an unhandled rejection's Error with its message and stack", async () => {
    const page = fakeWindow();
    const error = typeError('Failed to fetch');
    page.reject(error);
    page.leave();

    const [report] = await page.beaconReports();
    expect(report?.errors).toEqual([
      { message: 'Failed to fetch', stack: error.stack, time: '2025-03-14T09:00:00.000Z' },
    ]);
  });

  it('keeps the first errors of a page view up to the cap, across its reports; the next view starts afresh', async () => {
    const page = fakeWindow();
    for (let i = 1; i <= 6; i++) page.throwError({ message: `Uncaught Error: Fehler ${i}` });
    page.hide();
    for (let i = 7; i <= 12; i++) page.throwError({ message: `Uncaught Error: Fehler ${i}` });
    page.navigateTo('/konto');
    for (let i = 1; i <= 12; i++) page.throwError({ message: `Uncaught Error: Konto ${i}` });
    page.leave();

    const counts = (await page.beaconReports()).map((report) => report.errors.length);
    expect(counts).toEqual([6, JS_ERROR_REPORT_LIMITS.errors - 6, JS_ERROR_REPORT_LIMITS.errors]);
  });

  it('shortens texts to the caps', async () => {
    const page = fakeWindow();
    const longPath = `/heizoel/preise?${'plz=10115&'.repeat(300)}`;
    page.win.location.href = `${ORIGIN}${longPath}`;
    page.win.navigator.userAgent = `${USER_AGENT} ${'Erweiterung/1.0 '.repeat(60)}`;
    const error = new Error('x');
    error.stack = `Error: x\n${`    at renderOffer (${ASSET}:1:4711)\n`.repeat(400)}`;
    page.collector.navigated();
    page.throwError({
      message: `Uncaught Error: ${'Preis '.repeat(400)}`,
      filename: `${ASSET}?v=${'a'.repeat(3_000)}`,
      error,
    });
    page.leave();

    const [report] = await page.beaconReports();
    const [caught] = report?.errors ?? [];
    expect(report?.userAgent).toHaveLength(JS_ERROR_REPORT_LIMITS.userAgent);
    expect(report?.href).toHaveLength(JS_ERROR_REPORT_LIMITS.url);
    expect(caught?.message).toHaveLength(JS_ERROR_REPORT_LIMITS.message);
    expect(caught?.message.endsWith('…')).toBe(true);
    expect(caught?.filename).toHaveLength(JS_ERROR_REPORT_LIMITS.url);
    expect(caught?.stack).toHaveLength(JS_ERROR_REPORT_LIMITS.stack);
  });

  it('leaves out the last errors when ten at their caps would be too large for a beacon', async () => {
    const page = fakeWindow();
    for (let i = 0; i < JS_ERROR_REPORT_LIMITS.errors; i++) {
      const error = new Error(`Fehler ${i}`);
      error.stack = 'ä'.repeat(JS_ERROR_REPORT_LIMITS.stack);
      page.throwError({ message: `Uncaught Error: ${'Fehler '.repeat(200)}`, error });
    }
    page.leave();

    const [blob] = page.sendBeacon.mock.calls.map(([, data]) => data);
    const [report] = await page.beaconReports();
    expect(blob?.size).toBeLessThanOrEqual(REPORT_BODY_LIMIT);
    expect(report?.errors.length).toBeGreaterThan(1);
    expect(report?.errors.length).toBeLessThan(JS_ERROR_REPORT_LIMITS.errors);
  });
});

describe('reportNow (the error page)', () => {
  it('sends the shown error right away as a report of its own, once, leaving the queued errors queued', async () => {
    const page = fakeWindow();
    page.throwError({ message: 'Uncaught Error: Karte nicht geladen' });
    tick(5_000);
    const error = typeError('offer.dealer is undefined');

    page.collector.reportNow(error);
    page.collector.reportNow(error);

    expect(page.sendBeacon).toHaveBeenCalledTimes(1);
    page.leave();
    const reports = await page.beaconReports();
    expect(reports[0]).toEqual({
      userAgent: USER_AGENT,
      timeStart: '2025-03-14T09:00:00.000Z',
      timeEnd: '2025-03-14T09:00:05.000Z',
      href: `${ORIGIN}/heizoel/preise`,
      errors: [
        { message: 'offer.dealer is undefined', stack: error.stack, time: '2025-03-14T09:00:05.000Z' },
      ],
    });
    expect(reports[1]?.errors.map((queued) => queued.message)).toEqual([
      'Uncaught Error: Karte nicht geladen',
    ]);
  });

  it('gives the error page of a navigation that failed the new address and a page view starting now', async () => {
    const page = fakeWindow();
    tick(8_000);
    page.win.location.href = `${ORIGIN}/heizoel/bestellung`;
    page.collector.reportNow(new Error('Angebot abgelaufen'));

    const [report] = await page.beaconReports();
    expect(report?.href).toBe(`${ORIGIN}/heizoel/bestellung`);
    expect(report?.timeStart).toBe('2025-03-14T09:00:08.000Z');
  });
});
