import { beforeAll, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { guideComparisons, postalCodes } from '@fuel/db';
import {
  type BuildingType,
  CONSUMPTION_GUIDE,
  CONSUMPTION_GUIDE_KEY,
  type ConsumptionAnswers,
  type ConstructionClass,
  MIN_COMPARABLE_HOUSEHOLDS,
  suggestedOrderAmount,
} from '@fuel/domain/leads';
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { randomClientAddress } from '../accounts/accounts.fixture.js';
import { MarketSnapshotService } from '../offers/index.js';
import type { ConsumptionComparisonOutput } from './guide/dto/consumption-comparison.output.js';
import type { GuideOutput } from './guide/dto/guide.output.js';

type Answers = Record<keyof ConsumptionAnswers, string | number | boolean>;

/** A detached house of the 1980s in Munich, hot water by the boiler. */
const HOUSEHOLD = {
  buildingType: 'einfamilienhaus',
  constructionClass: '1979-1994',
  livingSpace: 140,
  residents: 3,
  hotWaterByOil: true,
  heatingAge: '10-19',
  tankSize: 3000,
  litresPerYear: 2200,
  zipCode: '80331',
} satisfies Answers;

/** Groups without demo comparisons (libs/seed demo-comparisons.ts), each used by one test only. */
const EMPTY_GROUPS = {
  recorded: ['zweifamilienhaus', 'ab-2010'],
  parallel: ['reihenhaus', 'ab-2010'],
  threshold: ['mehrfamilienhaus', 'bis-1918'],
  sites: ['mehrfamilienhaus', 'ab-2010'],
} as const satisfies Record<string, readonly [BuildingType, ConstructionClass]>;

/** Not in GeoNames; the calculator's test adds the same row: a postal code no dealer lists. */
const UNSERVED_PLACE = {
  countryId: 1 as const,
  zipCode: '99999',
  place: 'Testhausen',
  latitude: 50.98,
  longitude: 11.03,
};

function expectFieldError(res: request.Response, field: string): ErrorResponse {
  const body = res.body as ErrorResponse;
  expect(res.status).toBe(400);
  expect(body.error).toBe('VALIDATION_FAILED');
  expect(body.fieldErrors?.map((e) => e.field)).toContain(field);
  return body;
}

describe('consumption guide: GET /api/leads/guide/{guideKey}, POST /api/leads/{guideId}/compare', () => {
  const testApp = useSeededTestApp();
  let app: NestExpressApplication;
  let guide: GuideOutput;
  const http = () => request(app.getHttpServer());
  const db = () => app.get(DatabaseService).db;

  const compare = (
    body: unknown,
    options: { countryId?: number | string; address?: string; guideId?: number | string } = {},
  ) =>
    http()
      .post(`/api/leads/${options.guideId ?? guide.Id}/compare`)
      .query({ countryId: options.countryId ?? 1 })
      .set('X-Forwarded-For', options.address ?? randomClientAddress())
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  const groupRows = async ([buildingType, constructionClass]: readonly [BuildingType, ConstructionClass]) => {
    const [row] = await db()
      .select({ n: count() })
      .from(guideComparisons)
      .where(
        and(
          eq(guideComparisons.guideId, guide.Id),
          eq(guideComparisons.buildingType, buildingType),
          eq(guideComparisons.constructionClass, constructionClass),
          eq(guideComparisons.hotWaterByOil, false),
        ),
      );
    return row?.n ?? 0;
  };

  beforeAll(async () => {
    app = testApp();
    const res = await http().get(`/api/leads/guide/${CONSUMPTION_GUIDE_KEY}`).expect(200);
    guide = res.body as GuideOutput;
  });

  describe('the guide', () => {
    it('answers the seeded guide with its steps by order weight, cacheable for an hour', async () => {
      expect(guide.Key).toBe(CONSUMPTION_GUIDE_KEY);
      expect(guide.Title).toBe('Heizöl-Verbrauchsvergleich');
      expect(guide.Steps.map((step) => step.OrderWeight)).toEqual(
        CONSUMPTION_GUIDE.steps.map((step) => step.orderWeight),
      );
      expect(guide.Steps.flatMap((step) => step.Inputs.map((input) => input.Key))).toEqual(
        CONSUMPTION_GUIDE.steps.flatMap((step) => step.inputs.map((input) => input.key)),
      );
      const [buildingType, constructionClass] = guide.Steps[0]?.Inputs ?? [];
      expect(buildingType).toMatchObject({
        Type: 'choice',
        HelpText: null,
        Unit: null,
        Min: null,
        Max: null,
        Options: expect.arrayContaining([{ Value: 'einfamilienhaus', Label: 'Einfamilienhaus' }]) as unknown,
      });
      expect(constructionClass?.HelpText).toContain('Sanierung');
      expect(guide.Steps[1]?.Inputs[0]).toMatchObject({
        Key: 'livingSpace',
        Type: 'number',
        Unit: 'm²',
        Min: 30,
        Max: 2000,
        Options: null,
      });

      const again = await http().get(`/api/leads/guide/${CONSUMPTION_GUIDE_KEY}`).expect(200);
      expect(again.body).toEqual(guide);
      expect(again.headers['cache-control']).toBe('public, max-age=3600');
      expect(again.headers['etag']).toBeDefined();
    });

    it.each([
      ['an unknown key', 'heizoel-preisvergleich'],
      ['upper case', 'Heizoel-Verbrauchsvergleich'],
      ['a dot path', '..%2F..%2Fetc'],
      ['a key of 200 characters', 'a'.repeat(200)],
      ['umlauts', 'heiz%C3%B6l'],
    ])('answers %s with the German 404', async (_case, key) => {
      const res = await http().get(`/api/leads/guide/${key}`).expect(404);
      expect((res.body as ErrorResponse).message).toBe('Diesen Ratgeber gibt es nicht.');
    });
  });

  describe('a comparison', () => {
    it('compares a household in Germany at the best price for its postal code and suggested amount', async () => {
      const res = await compare(HOUSEHOLD).expect(200);
      const result = res.body as ConsumptionComparisonOutput;
      expect(result).toMatchObject({
        ConsumptionLitres: 2200,
        ConsumptionKwh: 22000,
        KwhPerSquareMetre: 157.1,
        Currency: 'EUR',
        SuggestedOrderAmount: suggestedOrderAmount(HOUSEHOLD.tankSize),
      });
      // Demo prices: 90–110 € per 100 l at 3,000 l, a little more for a smaller order.
      expect(result.PricePerLitre).toBeGreaterThan(85);
      expect(result.PricePerLitre).toBeLessThan(125);
      expect(result.AnnualCost).toBe(Math.round((result.PricePerLitre ?? 0) * 2200));
      expect(result.Rating).toMatch(/^(sparsam|durchschnittlich|erhoeht|hoch)$/);
      expect(result.ReferenceClasses.map((c) => c.Rating)).toEqual([
        'sparsam',
        'durchschnittlich',
        'erhoeht',
        'hoch',
      ]);
      expect(result.Measures.map((m) => m.SavingLitres)).toEqual(
        [...result.Measures.map((m) => m.SavingLitres)].sort((a, b) => b - a),
      );
    });

    it('shows the marketplace percentile for a common group of the demo comparisons', async () => {
      const res = await compare({ ...HOUSEHOLD, constructionClass: '1949-1978', litresPerYear: 2600 });
      const result = res.body as ConsumptionComparisonOutput;
      expect(result.PercentileSource).toBe('marketplace');
      expect(result.ComparableHouseholds).toBeGreaterThanOrEqual(55);
    });

    it.each([
      [2, '1010', 'EUR'],
      [3, '8001', 'CHF'],
    ] as const)('prices on site %i in its currency', async (countryId, zipCode, currency) => {
      const res = await compare({ ...HOUSEHOLD, zipCode }, { countryId }).expect(200);
      const result = res.body as ConsumptionComparisonOutput;
      expect(result.Currency).toBe(currency);
      expect(result.PricePerLitre).toBeGreaterThan(80);
      expect(result.AnnualCost).toBeGreaterThan(0);
    });

    it('has no price where no dealer delivers, and the rest of the result', async () => {
      await db().insert(postalCodes).values(UNSERVED_PLACE).onConflictDoNothing();
      await app.get(MarketSnapshotService).reload();
      const res = await compare({ ...HOUSEHOLD, zipCode: UNSERVED_PLACE.zipCode }).expect(200);
      const result = res.body as ConsumptionComparisonOutput;
      expect(result.PricePerLitre).toBeNull();
      expect(result.AnnualCost).toBeNull();
      expect(result.SavingToMedian.Cost).toBeNull();
      expect(result.ConsumptionLitres).toBe(2200);
    });

    it('records the household once however often it compares the same answers that day', async () => {
      const [buildingType, constructionClass] = EMPTY_GROUPS.recorded;
      const answers = { ...HOUSEHOLD, buildingType, constructionClass, hotWaterByOil: false };
      const before = await groupRows(EMPTY_GROUPS.recorded);
      const first = await compare(answers).expect(200);
      await compare({ ...answers, hotWaterByOil: 'false', livingSpace: '140' }).expect(200);
      expect(await groupRows(EMPTY_GROUPS.recorded)).toBe(before + 1);
      await compare({ ...answers, residents: 4 }).expect(200);
      expect(await groupRows(EMPTY_GROUPS.recorded)).toBe(before + 2);
      // The household is not compared with itself on a repeat.
      expect((await compare(answers).expect(200)).body).toEqual(first.body);
    });

    it('records 50 parallel identical comparisons as one, all answered alike', async () => {
      const [buildingType, constructionClass] = EMPTY_GROUPS.parallel;
      const answers = { ...HOUSEHOLD, buildingType, constructionClass, hotWaterByOil: false };
      const responses = await Promise.all(Array.from({ length: 50 }, () => compare(answers)));
      expect(responses.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200));
      expect(new Set(responses.map((res) => JSON.stringify(res.body))).size).toBe(1);
      expect(await groupRows(EMPTY_GROUPS.parallel)).toBe(1);
    });

    it('counts the same answers on two sites as two households (AT 1010 Vienna, CH 1010 Lausanne)', async () => {
      const [buildingType, constructionClass] = EMPTY_GROUPS.sites;
      const answers = {
        ...HOUSEHOLD,
        buildingType,
        constructionClass,
        hotWaterByOil: false,
        zipCode: '1010',
      };
      await compare(answers, { countryId: 2 }).expect(200);
      await compare(answers, { countryId: 3 }).expect(200);
      await compare(answers, { countryId: 3 }).expect(200);
      expect(await groupRows(EMPTY_GROUPS.sites)).toBe(2);
    });

    it(`uses the marketplace's answers from ${MIN_COMPARABLE_HOUSEHOLDS} comparable households on`, async () => {
      const [buildingType, constructionClass] = EMPTY_GROUPS.threshold;
      const household = (litresPerYear: number) => ({
        ...HOUSEHOLD,
        buildingType,
        constructionClass,
        hotWaterByOil: false,
        livingSpace: 400,
        litresPerYear,
      });
      // Twenty households of the group, each with other answers (5,000 to 9,750 litres).
      for (let i = 0; i < MIN_COMPARABLE_HOUSEHOLDS; i += 1) {
        const res = await compare(household(5000 + i * 250)).expect(200);
        expect(res.body).toMatchObject({ PercentileSource: 'reference', ComparableHouseholds: 0 });
      }
      expect(await groupRows(EMPTY_GROUPS.threshold)).toBe(MIN_COMPARABLE_HOUSEHOLDS);
      // 7,400 l on 400 m² (+24 kWh hot water) lies above 10 of the 20 (5,000 … 7,250 l).
      const res = await compare(household(7400)).expect(200);
      expect(res.body).toMatchObject({
        PercentileSource: 'marketplace',
        ComparableHouseholds: MIN_COMPARABLE_HOUSEHOLDS,
        Percentile: 50,
      });
    });
  });

  describe('refuses answers that do not fit the guide', () => {
    it.each([
      ['a missing answer', { ...HOUSEHOLD, residents: undefined }, 'residents', 'Personen im Haushalt'],
      ['an unknown key', { ...HOUSEHOLD, heatingType: 'oel' }, 'heatingType', 'nicht vorgesehen'],
      ['an area under the minimum', { ...HOUSEHOLD, livingSpace: 29 }, 'livingSpace', 'von 30 bis 2.000 m²'],
      ['litres over the maximum', { ...HOUSEHOLD, litresPerYear: 100_001 }, 'litresPerYear', '100.000'],
      ['a fraction', { ...HOUSEHOLD, residents: 2.5 }, 'residents', 'ganze Zahl'],
      ['a number in words', { ...HOUSEHOLD, tankSize: 'dreitausend' }, 'tankSize', 'ganze Zahl'],
      ['not an option', { ...HOUSEHOLD, buildingType: 'schloss' }, 'buildingType', 'vorgegebenen'],
      ['yes/no as text', { ...HOUSEHOLD, hotWaterByOil: 'ja' }, 'hotWaterByOil', 'Ja oder Nein'],
      ['a postal code of 4 digits', { ...HOUSEHOLD, zipCode: '8033' }, 'zipCode', '5 Ziffern'],
      ['a postal code as a number', { ...HOUSEHOLD, zipCode: 80331 }, 'zipCode', '5 Ziffern'],
      ['a postal code nobody has', { ...HOUSEHOLD, zipCode: '00001' }, 'zipCode', 'nicht gefunden'],
      ['a nested value', { ...HOUSEHOLD, livingSpace: { value: 140 } }, 'livingSpace', 'einzelne Antwort'],
      ['an array for a number', { ...HOUSEHOLD, residents: [3] }, 'residents', 'einzelne Antwort'],
      ['an array for a choice', { ...HOUSEHOLD, heatingAge: ['10-19'] }, 'heatingAge', 'einzelne Antwort'],
      ['null', { ...HOUSEHOLD, hotWaterByOil: null }, 'hotWaterByOil', 'einzelne Antwort'],
      ['a huge string', { ...HOUSEHOLD, buildingType: 'x'.repeat(100_000) }, 'buildingType', 'zu lang'],
      ['a list instead of the object', [HOUSEHOLD], 'body', 'Objekt'],
    ])('%s: 400 naming the field in German', async (_case, body, field, text) => {
      const res = await compare(body);
      const error = expectFieldError(res, field);
      expect(error.fieldErrors?.find((e) => e.field === field)?.messages.join(' ')).toContain(text);
    });

    it('names every problem at once, at most 20, and never echoes a huge key', async () => {
      const res = await compare({ livingSpace: 1, [`k${'y'.repeat(10_000)}`]: 1 });
      const error = expectFieldError(res, 'livingSpace');
      expect(error.message).toContain('Bitte prüfen Sie Ihre Eingaben');
      expect(error.fieldErrors?.map((e) => e.field)).toEqual(
        expect.arrayContaining(['buildingType', 'zipCode']),
      );
      expect(JSON.stringify(error).length).toBeLessThan(5000);
      const many = Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`frage${i}`, i]));
      expect((await compare(many)).body).toMatchObject({ status: 400 });
      expect(((await compare(many)).body as ErrorResponse).fieldErrors).toHaveLength(20);
    });

    it('refuses a postal code of another site and an unknown site', async () => {
      expectFieldError(await compare({ ...HOUSEHOLD, zipCode: '80331' }, { countryId: 3 }), 'zipCode');
      expectFieldError(await compare(HOUSEHOLD, { countryId: 4 }), 'countryId');
      expectFieldError(await compare(HOUSEHOLD, { countryId: 'de' }), 'countryId');
    });

    it('answers an unknown or malformed guide id with the German 404', async () => {
      for (const guideId of [987_654_321, 'abc', '1e3', 0]) {
        const res = await compare(HOUSEHOLD, { guideId }).expect(404);
        expect((res.body as ErrorResponse).message).toBe('Diesen Ratgeber gibt es nicht.');
      }
    });

    it('refuses a NUL byte in a value or a key, 10,000 nested brackets and an oversize body', async () => {
      expectFieldError(
        await compare({ ...HOUSEHOLD, buildingType: 'einfamilien\u0000haus' }),
        'buildingType',
      );
      expectFieldError(await compare({ ...HOUSEHOLD, ['zip\u0000Code']: '80331' }), 'zip\\u0000Code');
      const deep = `{"buildingType":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
      const nested = await compare(deep);
      expect(expectFieldError(nested, 'body').message).toContain('verschachtelt');
      const oversize = await compare({ ...HOUSEHOLD, message: 'x'.repeat(1_100_000) });
      expect(oversize.status).toBe(413);
    });
  });

  it('allows 30 comparisons per client address in 10 minutes, then 429 with Retry-After', async () => {
    const address = randomClientAddress();
    // Refused answers count too: the limit is on the calls, not on the good ones.
    const calls = await Promise.all(
      Array.from({ length: 30 }, () => compare({ ...HOUSEHOLD, residents: 0 }, { address })),
    );
    expect(new Set(calls.map((res) => res.status))).toEqual(new Set([400]));
    const refused = await compare(HOUSEHOLD, { address }).expect(429);
    expect((refused.body as ErrorResponse).message).toContain('Zu viele Versuche');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await compare(HOUSEHOLD).expect(200);
  });
});
