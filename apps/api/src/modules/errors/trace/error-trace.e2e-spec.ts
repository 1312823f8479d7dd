import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { eq } from 'drizzle-orm';
import { errorGroups } from '@fuel/db';
import type { JsErrorReport } from '@fuel/domain/errors';
import request from 'supertest';
import { startTestApp, useOwnDatabase } from '../../../../test/test-app.js';
import { DatabaseService } from '../../../core/database/database.service.js';
import type { ErrorResponse } from '../../../core/http/error-response.js';
import { randomClientAddress } from '../../accounts/accounts.fixture.js';
import {
  CALCULATOR_SOURCE,
  FIREFOX_133,
  FIXTURE_SCRIPT_URL,
  jsError,
  jsErrorReport,
  traceTables,
  uniqueWord,
  writeSourceMapFixture,
} from './error-trace.fixture.js';

const REPORT_PATH = '/api/error-trace/js-error';

/**
 * Issue #15 point 2: the browser's reports (spec 2 §3, §5, §7), grouped, scrubbed and source-mapped, and
 * every kind of bad report. A database of its own (counts are compared before and after), a source map of its
 * own in a temporary SOURCE_MAPS_DIR (no web build needed).
 */
describe('browser error reports', () => {
  const databaseUrl = useOwnDatabase('fuel_error_reports');
  let app: NestExpressApplication;
  let sourceMapsDir = '';
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DatabaseService).db;

  const report = (body: JsErrorReport | string, address = randomClientAddress()) =>
    http()
      .post(REPORT_PATH)
      .set('X-Forwarded-For', address)
      .set('Content-Type', 'application/json')
      .send(body);
  const { groupsLike, occurrencesOf, counts, allText } = traceTables(() => app);

  beforeAll(async () => {
    sourceMapsDir = await mkdtemp(join(tmpdir(), 'fuel-sourcemaps-'));
    await writeSourceMapFixture(sourceMapsDir);
    app = await startTestApp({ databaseUrl: databaseUrl(), sourceMapsDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(sourceMapsDir, { recursive: true, force: true });
  });

  describe('browser reports', () => {
    it('stores a report and groups errors that differ only in numbers', async () => {
      const word = uniqueWord();
      const res = await report(
        jsErrorReport([
          jsError({ message: `Preis ${word} für 3000 Liter nicht geladen` }),
          jsError({ message: `Preis ${word} für 5000 Liter nicht geladen` }),
        ]),
      );
      expect(res.status).toBe(204);
      const [group, ...others] = await groupsLike(word);
      expect(others).toHaveLength(0);
      expect(group).toMatchObject({
        source: 'browser',
        message: `Preis ${word} für <n> Liter nicht geladen`,
        status: 'open',
        occurrenceCount: 2,
        culprit: `${CALCULATOR_SOURCE} in submitCalculation`,
      });
      const occurrences = await occurrencesOf(group?.id);
      expect(occurrences.map((o) => o.message).sort()).toEqual([
        `Preis ${word} für 3000 Liter nicht geladen`,
        `Preis ${word} für 5000 Liter nicht geladen`,
      ]);
      expect(occurrences[0]).toMatchObject({
        countryId: 2,
        url: 'https://heizoel.example.de/at/heizoelpreise',
        browser: 'Chrome 131',
        requestId: null,
        httpStatus: null,
      });
      for (const occurrence of occurrences) {
        expect(occurrence.occurredAt.getTime()).toBeLessThanOrEqual(occurrence.receivedAt.getTime());
      }
    });

    it('maps the stack through the build’s source map, leaves other scripts as they came', async () => {
      const word = uniqueWord();
      const unmappedScript = 'https://heizoel.example.de/assets/chunk-Nq81Zx2c.js';
      await report(
        jsErrorReport(
          [
            jsError({
              message: `Rechner ${word} abgestürzt`,
              stack: [
                `TypeError: Rechner ${word} abgestürzt`,
                `    at a (${FIXTURE_SCRIPT_URL}:1:17)`,
                `    at ${FIXTURE_SCRIPT_URL}:1:31`,
                `    at Xe (${unmappedScript}:1:99)`,
                `    at https://heizoel.example.de/assets/../../etc/passwd.js:1:1`,
              ].join('\n'),
            }),
          ],
          { userAgent: FIREFOX_133 },
        ),
      ).expect(204);
      const [group] = await groupsLike(word);
      const [occurrence] = await occurrencesOf(group?.id);
      expect(occurrence?.browser).toBe('Firefox 133');
      expect(occurrence?.frames).toEqual([
        { function: 'submitCalculation', file: CALCULATOR_SOURCE, line: 42, column: 11, mapped: true },
        {
          function: 'commitRoot',
          file: 'node_modules/react-dom/cjs/react-dom-client.production.js',
          line: 1201,
          column: 5,
          mapped: true,
        },
        { function: 'Xe', file: unmappedScript, line: 1, column: 99, mapped: false },
        {
          function: null,
          file: 'https://heizoel.example.de/assets/../../etc/passwd.js',
          line: 1,
          column: 1,
          mapped: false,
        },
      ]);
    });

    it('ignores ResizeObserver loop messages, and stores nothing for a report without errors', async () => {
      const word = uniqueWord();
      const before = await counts();
      await report(jsErrorReport([])).expect(204);
      await report(
        jsErrorReport([
          jsError({ message: 'ResizeObserver loop completed with undelivered notifications.' }),
          jsError({ message: 'ResizeObserver loop limit exceeded' }),
        ]),
      ).expect(204);
      expect(await counts()).toEqual(before);
      await report(
        jsErrorReport([
          jsError({ message: 'Uncaught ResizeObserver loop limit exceeded' }),
          jsError({ message: `Adresse ${word} fehlt` }),
        ]),
      ).expect(204);
      const after = await counts();
      expect(after.occurrences).toBe((before.occurrences ?? 0) + 1);
      expect(await groupsLike('ResizeObserver')).toEqual([]);
    });

    it('never stores an e-mail address, an IBAN or a token, not in the message, the stack or the URL', async () => {
      const word = uniqueWord();
      const email = `karla.${word}@example.de`;
      const iban = 'DE89370400440532013000';
      const token = 'Zq3Vt9xLm2bR7kYz0AaPw4sNcHdE8fGjU1oTiWvXy5Q';
      await report(
        jsErrorReport(
          [
            jsError({
              message: `Bestellung ${word} für ${email} mit IBAN ${iban} gescheitert`,
              stack: `Error: ${email}\n    at a (${FIXTURE_SCRIPT_URL}?token=${token}:1:17)`,
              filename: `${FIXTURE_SCRIPT_URL}?session=${token}`,
            }),
          ],
          {
            href: `https://heizoel.example.de/neues-kennwort-setzen/${token}?email=${encodeURIComponent(email)}&iban=${iban}`,
          },
        ),
      ).expect(204);
      const stored = await allText();
      for (const secret of [email, iban, token, encodeURIComponent(email)]) {
        expect([secret, stored.includes(secret)]).toEqual([secret, false]);
      }
      const [group] = await groupsLike(word);
      expect(group?.message).toBe(`Bestellung ${word} für [E-Mail] mit IBAN [IBAN] gescheitert`);
      const [occurrence] = await occurrencesOf(group?.id);
      expect(occurrence?.url).toBe(
        'https://heizoel.example.de/neues-kennwort-setzen/[Token]?email=[entfernt]&iban=[entfernt]',
      );
      // The script's query went, its position stayed: still mapped.
      expect(occurrence?.frames[0]).toMatchObject({ file: CALCULATOR_SOURCE, mapped: true });
    });

    it('reopens a resolved group with an occurrence after its resolution, not with an older one', async () => {
      const word = uniqueWord();
      const error = (minutesAgo: number) =>
        jsError({
          message: `Zahlung ${word} abgelehnt`,
          time: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
        });
      const earlier = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
      await report(jsErrorReport([error(1)])).expect(204);
      const [group] = await groupsLike(word);
      const groupId = group?.id ?? 0;
      await db()
        .update(errorGroups)
        .set({ status: 'resolved', resolvedAt: new Date(Date.now() - 30 * 60_000) })
        .where(eq(errorGroups.id, groupId));

      // Caught 45 minutes ago, in a tab open for an hour: before the resolution.
      await report(jsErrorReport([error(45)], { timeStart: earlier(60) })).expect(204);
      expect((await groupsLike(word))[0]).toMatchObject({ status: 'resolved', occurrenceCount: 2 });

      await report(jsErrorReport([error(1)])).expect(204);
      expect((await groupsLike(word))[0]).toMatchObject({
        status: 'open',
        resolvedAt: null,
        resolvedBy: null,
        occurrenceCount: 3,
      });
    });

    it('counts 50 identical reports sent at once into one group of 50', async () => {
      const word = uniqueWord();
      const body = jsErrorReport([jsError({ message: `Lieferdatum ${word} ungültig` })]);
      const answers = await Promise.all(Array.from({ length: 50 }, () => report(body)));
      expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 204));
      const groups = await groupsLike(word);
      expect(groups).toHaveLength(1);
      expect(groups[0]?.occurrenceCount).toBe(50);
      expect(await occurrencesOf(groups[0]?.id)).toHaveLength(50);
    });
  });

  describe('bad reports', () => {
    const fieldsOf = (res: request.Response) => (res.body as ErrorResponse).fieldErrors?.map((e) => e.field);

    it('refuses texts over their caps and more than 10 errors, in German, naming the fields', async () => {
      const tooLong = await report(jsErrorReport([jsError({ message: 'x'.repeat(1_001) })]));
      expect(tooLong.status).toBe(400);
      expect(fieldsOf(tooLong)).toEqual(['errors.0.message']);
      expect((tooLong.body as ErrorResponse).fieldErrors?.[0]?.messages).toEqual([
        'Die Fehlermeldung darf höchstens 1000 Zeichen haben.',
      ]);
      const elevenErrors = await report(jsErrorReport(Array.from({ length: 11 }, () => jsError())));
      expect(elevenErrors.status).toBe(400);
      expect(fieldsOf(elevenErrors)).toEqual(['errors']);
      const bad = await report({
        ...jsErrorReport([jsError({ time: 'gestern', stack: 'y'.repeat(8_001) })]),
        href: 'h'.repeat(2_049),
      });
      expect(fieldsOf(bad)?.sort()).toEqual(['errors.0.stack', 'errors.0.time', 'href']);
      const noErrors = await report(JSON.stringify({ ...jsErrorReport([]), errors: 'keine' }));
      expect(fieldsOf(noErrors)).toEqual(['errors']);
      const notObjects = await report(JSON.stringify({ ...jsErrorReport([]), errors: [1, null, 'x'] }));
      expect(notObjects.status).toBe(400);
    });

    it('answers 413 to a body over 1 MB, 400 to malformed JSON, to a NUL byte and to deep nesting', async () => {
      const huge = await report(JSON.stringify({ ...jsErrorReport([]), padding: 'x'.repeat(1_100_000) }));
      expect(huge.status).toBe(413);
      expect((huge.body as ErrorResponse).message).toBe('Die Anfrage ist zu groß.');

      const malformed = await report('{"userAgent": "Chrome", "errors": [');
      expect(malformed.status).toBe(400);
      expect((malformed.body as ErrorResponse).message).toBe('Die Anfrage konnte nicht gelesen werden.');

      const nul = await report(jsErrorReport([jsError({ message: 'Fehler\u0000mit NUL' })]));
      expect(nul.status).toBe(400);
      expect(fieldsOf(nul)).toEqual(['errors[0].message']);

      const deep = await report(`${'['.repeat(10_000)}${']'.repeat(10_000)}`);
      expect(deep.status).toBe(400);
      expect((deep.body as ErrorResponse).message).toContain('verschachtelt');
    });

    it('takes the beacon’s application/json, refuses text/plain and forms (415)', async () => {
      const word = uniqueWord();
      const body = JSON.stringify(jsErrorReport([jsError({ message: `Beacon ${word}` })]));
      await report(body).expect(204);
      for (const type of ['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
        const res = await http()
          .post(REPORT_PATH)
          .set('X-Forwarded-For', randomClientAddress())
          .set('Content-Type', type)
          .send(body);
        expect([type, res.status]).toEqual([type, 415]);
      }
      expect((await groupsLike(word))[0]?.occurrenceCount).toBe(1);
    });

    it('admits 30 reports per address in 10 minutes, then 429 with Retry-After; other addresses go on', async () => {
      const address = randomClientAddress();
      const body = jsErrorReport([]);
      const answers = await Promise.all(Array.from({ length: 30 }, () => report(body, address)));
      expect(answers.every((res) => res.status === 204)).toBe(true);
      const refused = await report(body, address);
      expect(refused.status).toBe(429);
      expect((refused.body as ErrorResponse).error).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await report(body, randomClientAddress()).expect(204);
    });
  });
});
