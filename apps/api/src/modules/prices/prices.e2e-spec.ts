import { beforeAll, describe, expect, it } from '@jest/globals';
import { priceSnapshots } from '@fuel/db';
import { PRODUCT_GROUP_IDS, dailyDates, siteToday } from '@fuel/domain';
import { and, eq, inArray, like, lt, or } from 'drizzle-orm';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { buildOpenApiDocument } from '../../bootstrap.js';
import { CacheService } from '../../core/cache/cache.service.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import type { CountryAveragePriceOutput } from './dto/country-average-price.output.js';
import type { LocalPriceRangeOutput } from './dto/local-price-range.output.js';
import type { LocalRedirectOutput } from './dto/local-redirect.output.js';
import type { PriceFactorsOutput } from './dto/price-factors.output.js';
import type { PriceFaqOutput } from './dto/price-faq.output.js';
import { defaultOfferRequest } from '../offers/domain/configuration.js';
import { createPricer } from '../offers/domain/pricing.js';
import { CalculatorParametersService } from '../offers/calculator-parameters.service.js';
import { MarketSnapshotService } from '../offers/market-snapshot.service.js';
import { systemContext } from '../../core/context/request-context.js';
import { FAQ_MIN_DAYS } from './local-prices.service.js';
import { PriceSnapshotService } from './price-snapshot.service.js';

describe('prices (site)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const fieldsOf = (body: unknown) => (body as ErrorResponse).fieldErrors?.map((e) => e.field);
  const range = (countryId: number, query: string) =>
    http().get(`/api/site/${countryId}/prices/range-local${query}`);

  beforeAll(async () => {
    // The job queue is off in tests, so nothing else stores today's live rows.
    await app().get(PriceSnapshotService).runIfMissing();
  }, 60_000);

  describe('the daily snapshot', () => {
    it('stored today for every site and skips a second run', async () => {
      const job = app().get(PriceSnapshotService);
      expect(await job.runIfMissing()).toEqual([]);
      const res = await http().get('/api/site/1/prices/average').expect(200);
      expect((res.body as CountryAveragePriceOutput).DateTime).toBe(`${siteToday(1)}T00:00:00.000Z`);
    });

    it("drops the site's cached price answers when it stores a day", async () => {
      const stale = { Price: 1, Change: 0, DateTime: '2000-01-01T00:00:00.000Z', Currency: 'EUR' };
      await app().get(CacheService).set('prices:average:1', stale, 120);
      await app().get(PriceSnapshotService).snapshot(1, siteToday(1));
      const res = await http().get('/api/site/1/prices/average').expect(200);
      expect((res.body as CountryAveragePriceOutput).DateTime).toBe(`${siteToday(1)}T00:00:00.000Z`);
    });

    it('writes site, state, county and zip rows for heating oil', async () => {
      const report = await app().get(PriceSnapshotService).snapshot(2, siteToday(2));
      // Austria: 2,217 zip codes, 9 states, the counties, one site row, plus the other groups' rows.
      expect(report.rows).toBeGreaterThan(2_217 + 9 + 1);
    });

    it("averages only the dealers the site lists: an option required for listing applies to the day's prices", async () => {
      // Switzerland: the calculator parameters' own tests change Austria's catalogue.
      const today = siteToday(3);
      const heatingOil = PRODUCT_GROUP_IDS.heatingOil;
      const market = app().get(MarketSnapshotService);
      const branches = market.current.branchesOf(3);
      const request = defaultOfferRequest(3, heatingOil, 3_000, today);
      const listedWith = (requiredOptionIds: number[]) =>
        branches.filter((b) => createPricer({ ...request, requiredOptionIds })(b).ok).length;
      const everyone = listedWith([]);
      // An option some of the priced dealers deliver and some do not.
      const split = market.current
        .catalogue(3, heatingOil)
        .groups.flatMap((group) =>
          group.options
            .filter((o) => o.offered && o.definition.id !== group.defaultOptionId)
            .map((o) => ({ group, optionId: o.definition.id, listed: listedWith([o.definition.id]) })),
        )
        .find(({ listed }) => listed > 0 && listed < everyone);
      if (!split) throw new Error('the demo market has no option that splits the Swiss dealers');
      const siteRow = async () => {
        const [row] = await app()
          .get(DatabaseService)
          .db.select({ offerCount: priceSnapshots.offerCount })
          .from(priceSnapshots)
          .where(
            and(
              eq(priceSnapshots.countryId, 3),
              eq(priceSnapshots.productGroupId, heatingOil),
              eq(priceSnapshots.scope, 'country'),
              eq(priceSnapshots.date, today),
            ),
          );
        return row?.offerCount;
      };
      const parameters = app().get(CalculatorParametersService);
      const ctx = systemContext('prices-test');
      try {
        await parameters.save(ctx, 3, heatingOil, {
          groups: [
            {
              groupId: split.group.id,
              offered: true,
              defaultOptionId: split.group.defaultOptionId,
              options: [{ optionId: split.optionId, offered: true, requiredForListing: true }],
            },
          ],
        });
        await app().get(PriceSnapshotService).snapshot(3, today);
        expect(await siteRow()).toBe(split.listed);
      } finally {
        await parameters.reset(ctx, 3, heatingOil);
        await app().get(PriceSnapshotService).snapshot(3, today);
      }
      expect(await siteRow()).toBe(everyone);
    });

    it('imports staff price factor values and reports faulty lines', async () => {
      const report = await app()
        .get(PriceSnapshotService)
        .importFactorCsv('date,factorId,value\n2000-01-03,1,24.5\n2000-01-03,42,1\n');
      expect(report).toEqual({
        imported: 1,
        errors: [{ line: 3, message: expect.stringContaining('factorId') }],
      });
    });
  });

  describe('GET /api/site/price-factors', () => {
    it('serves the factors of the site with 30 days of values', async () => {
      const res = await http().get('/api/site/price-factors?countryId=1').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=120');
      const etag = res.headers['etag'] ?? '';
      expect(etag).toMatch(/^W\/".+"$/);
      await http().get('/api/site/price-factors?countryId=1').set('If-None-Match', etag).expect(304);
      const body = res.body as PriceFactorsOutput;
      expect(body.Factors.map((f) => f.Id)).toEqual([1, 2, 3, 5]);
      expect(body.Factors.find((f) => f.Id === 3)?.GrowthPositive).toBe(true);
      expect(body.Factors.find((f) => f.Id === 1)?.GrowthPositive).toBeUndefined();
      for (const factor of body.Factors) {
        expect(factor.Prices).toHaveLength(30);
        expect(factor.Value).toBe(factor.Prices.at(-1)?.Value);
        expect(factor.Name).toEqual(expect.any(String));
      }
      expect(body.TimeStamp).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00.000Z$/);
    });

    it('shows the Swiss set', async () => {
      const res = await http().get('/api/site/price-factors?countryId=3').expect(200);
      expect((res.body as PriceFactorsOutput).Factors.map((f) => f.Id)).toEqual([1, 2, 4, 5]);
    });

    it.each(['?countryId=9', '?countryId=abc', ''])('refuses %s with 400 naming countryId', async (query) => {
      const res = await http().get(`/api/site/price-factors${query}`).expect(400);
      expect(fieldsOf(res.body)).toContain('countryId');
    });
  });

  describe('GET /api/site/:countryId/prices/average', () => {
    it('gives the newest site average and its change', async () => {
      const res = await http().get('/api/site/3/prices/average').expect(200);
      const body = res.body as CountryAveragePriceOutput;
      expect(body.Currency).toBe('CHF');
      expect(body.Price).toBeGreaterThan(5_000);
      expect(body.Price).toBeLessThan(20_000);
      expect(Number.isInteger(body.Change)).toBe(true);
    });

    it('refuses an unknown site', async () => {
      const res = await http().get('/api/site/4/prices/average').expect(400);
      expect(fieldsOf(res.body)).toEqual(['countryId']);
    });
  });

  describe('GET /api/site/:countryId/price-faq', () => {
    it('gives the three-year high and low around the current price', async () => {
      const res = await http().get('/api/site/1/price-faq').expect(200);
      const faq = res.body as PriceFaqOutput;
      expect(faq.high3YPrice).toBeGreaterThanOrEqual(faq.currentPrice);
      expect(faq.low3YPrice).toBeLessThanOrEqual(faq.currentPrice);
      expect(faq.high3YDate < faq.currentDate || faq.high3YPrice === faq.currentPrice).toBe(true);
      expect(faq.currentTotalPrice).toBe(Math.round(faq.currentPrice * 30));
      expect(faq).toMatchObject({ amount: 3000, currency: 'EUR', yearAgoPrice: expect.any(Number) });
      // Three years of daily history: the figures cover them from the first day on.
      expect(faq.firstDate < faq.high3YDate || faq.firstDate === faq.high3YDate).toBe(true);
      expect(faq.firstDate.slice(0, 4)).toBe(String(Number(faq.currentDate.slice(0, 4)) - 3));
    });

    it('refuses a malformed site id', async () => {
      const res = await http().get('/api/site/de/price-faq').expect(400);
      expect(fieldsOf(res.body)).toEqual(['countryId']);
    });

    it("gives a state's figures from its own days, and a county or zip code with one day none", async () => {
      const zip = (await range(1, '?zipCode=80331').expect(200)).body as LocalPriceRangeOutput;
      const countySlug = zip.Parents.at(-1)?.Link.split('/')[3] ?? '';
      const [state, county, city] = await Promise.all(
        ['?state=bayern', `?state=bayern&county=${countySlug}`, '?zipCode=80331'].map(async (query) => {
          const res = await http().get(`/api/site/1/price-faq${query}`).expect(200);
          return res.body as PriceFaqOutput;
        }),
      );
      expect(state?.high3YPrice).toBeGreaterThan(state?.low3YPrice ?? Infinity);
      // Counties and zip codes have no demo history: their only day is the snapshot's. One day is no
      // "highest and lowest in three years": no FAQ figures at all.
      expect(county).toEqual({});
      expect(city).toEqual({});
      // Daily, not weekly: the chart of the state over one month contains the FAQ's newest day.
      const month = (await range(1, '?state=bayern&range=1m').expect(200)).body as LocalPriceRangeOutput;
      expect(month.Series.at(-1)).toEqual({ DateTime: state?.currentDate, Price: state?.currentPrice });
    });

    it('leaves out the companies of large-customer codes (80329 SOS-Kinderdörfer)', async () => {
      await http().get('/api/site/1/price-faq?zipCode=80329').expect(404);
      await range(1, '?zipCode=80329').expect(404);
      const zip = (await range(1, '?zipCode=80331').expect(200)).body as LocalPriceRangeOutput;
      const county = (
        await range(
          1,
          `${zip.Parents.at(-1)?.Link.replace('/heizoelpreise/', '?state=').replace('/', '&county=')}&range=1m`,
        ).expect(200)
      ).body as LocalPriceRangeOutput;
      expect(county.Rows.length).toBeGreaterThan(50);
      const titles = county.Rows.map((r) => r.GroupTitle);
      expect(titles).toContain('80331 München');
      for (const company of ['80259 Allianz Bank', '80329 SOS-Kinderdörfer', '80632 BARMER'])
        expect(titles).not.toContain(company);
    });

    it('answers an unknown area with 404 and a county without state with 400', async () => {
      expect(fieldsOf((await http().get('/api/site/1/price-faq?state=atlantis').expect(404)).body)).toEqual([
        'state',
      ]);
      expect(fieldsOf((await http().get('/api/site/1/price-faq?county=muenchen').expect(400)).body)).toEqual([
        'state',
      ]);
    });
  });

  describe('GET /api/site/:countryId/prices/range-local', () => {
    it('lists the states of the site with a daily chart of one year', async () => {
      const res = await range(1, '').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=120');
      const body = res.body as LocalPriceRangeOutput;
      expect(body).toMatchObject({
        Level: 'country',
        Title: 'Deutschland',
        Link: '/heizoelpreise',
        Range: '1y',
      });
      expect(body.Rows).toHaveLength(16);
      const bavaria = body.Rows.find((r) => r.GroupTitle === 'Bayern');
      expect(bavaria).toMatchObject({ Link: '/heizoelpreise/bayern' });
      expect(bavaria?.Open).toEqual(expect.any(Number));
      expect(bavaria && bavaria.Change).toBe(bavaria && bavaria.Price - (bavaria.Open ?? NaN));
      expect(body.Series.length).toBeGreaterThanOrEqual(366);
      expect(body.Series.at(-1)?.DateTime).toBe(bavaria?.DateTime);
    });

    it('thins the ten-year chart to weeks', async () => {
      const body = (await range(2, '?range=10y').expect(200)).body as LocalPriceRangeOutput;
      expect(body.Series.length).toBeGreaterThan(500);
      expect(body.Series.length).toBeLessThan(530);
      // Today's figure stays the day-to-day change although the chart is weekly.
      const daily = (await range(2, '?range=1m').expect(200)).body as LocalPriceRangeOutput;
      expect(body.Current).toEqual(daily.Current);
      expect(daily.Current).toMatchObject({
        Price: daily.Series.at(-1)?.Price,
        Open: daily.Series.at(-2)?.Price,
      });
    });

    it('goes down from state to county to zip code', async () => {
      const state = (await range(1, '?state=bayern&range=1m').expect(200)).body as LocalPriceRangeOutput;
      expect(state).toMatchObject({ Level: 'state', Title: 'Bayern' });
      expect(state.Rows.length).toBeGreaterThan(50);
      expect(state.Series.length).toBeGreaterThanOrEqual(31);
      const county = state.Rows.find((r) => r.GroupTitle === 'München') ?? state.Rows[0];
      const countySlug = county?.Link.split('/')[3] ?? '';
      expect(county?.Link).toBe(`/heizoelpreise/bayern/${countySlug}`);

      const local = (await range(1, `?state=bayern&county=${countySlug}&range=1m`).expect(200))
        .body as LocalPriceRangeOutput;
      expect(local).toMatchObject({ Level: 'county', Link: `/heizoelpreise/bayern/${countySlug}` });
      expect(local.Rows.length).toBeGreaterThan(0);
      expect(local.Rows[0]?.Link).toMatch(new RegExp(`^/heizoelpreise/bayern/${countySlug}/\\d{5}$`));
      // Only the days the snapshot stored for the county itself (here: today), no history from the state.
      expect(local.Series).toEqual([
        { DateTime: `${siteToday(1)}T00:00:00.000Z`, Price: local.Current?.Price },
      ]);
      // No previous day stored: no day-before price and no change, rather than the price and 0.
      expect(local.Current).toEqual({ DateTime: `${siteToday(1)}T00:00:00.000Z`, Price: expect.any(Number) });
      for (const row of local.Rows) {
        expect(row.Open).toBeUndefined();
        expect(row.Change).toBeUndefined();
      }
      expect(state.Rows.every((r) => r.Open === undefined && r.Change === undefined)).toBe(true);

      const zip = local.Rows[0]?.Link.split('/')[4] ?? '';
      const city = (await range(1, `?zipCode=${zip}`).expect(200)).body as LocalPriceRangeOutput;
      expect(city).toMatchObject({ Level: 'city', Link: local.Rows[0]?.Link });
      expect(city.Rows).toHaveLength(1);
      expect(city.Current?.Price).toBe(city.Rows[0]?.Price);
      expect(city.Parents).toEqual([
        { Title: 'Bayern', Link: '/heizoelpreise/bayern' },
        { Title: local.Title, Link: local.Link },
      ]);
      expect(local.Parents).toEqual([{ Title: 'Bayern', Link: '/heizoelpreise/bayern' }]);
      expect(state.Parents).toEqual([]);
    });

    it('accepts the state id instead of the slug', async () => {
      const body = (await range(1, '?state=102').expect(200)).body as LocalPriceRangeOutput;
      expect(body.Title).toBe('Bayern');
    });

    it.each([
      ['?state=atlantis', 'state'],
      ['?state=bayern&county=nirgendwo', 'county'],
      ['?zipCode=00000', 'zipCode'],
    ])('answers 404 for unknown %s', async (query, field) => {
      const res = await range(1, query).expect(404);
      expect(fieldsOf(res.body)).toEqual([field]);
    });

    it.each([
      ['?range=2y', 'range'],
      ['?zipCode=abc', 'zipCode'],
      ['?state=Bayern!', 'state'],
      ['?county=muenchen', 'state'],
      ['?colour=red', 'colour'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const res = await range(1, query).expect(400);
      expect(fieldsOf(res.body)).toContain(field);
    });
  });

  describe('no invented numbers', () => {
    const HEATING_OIL = PRODUCT_GROUP_IDS.heatingOil;
    const db = () => app().get(DatabaseService).db;

    it("gives a zip code the mean of its serving branches' offers and a county the mean of its zips", async () => {
      const today = siteToday(1);
      const market = app().get(MarketSnapshotService).current;
      const pricer = createPricer(defaultOfferRequest(1, HEATING_OIL, 3_000, today));
      const offers = market
        .servingBranches(1, '80331')
        .map(pricer)
        .flatMap((r) => (r.ok ? [r.offer.grossPer100] : []));
      expect(offers.length).toBeGreaterThan(0);
      const expected = Math.round(offers.reduce((a, b) => a + b, 0) / offers.length);

      const city = (await range(1, '?zipCode=80331&range=1m').expect(200)).body as LocalPriceRangeOutput;
      expect(city.Current?.Price).toBe(expected);
      expect(city.Rows.map((r) => r.Price)).toEqual([expected]);

      const countyLink = city.Parents.at(-1)?.Link ?? '';
      const county = (
        await range(
          1,
          `${countyLink.replace('/heizoelpreise/', '?state=').replace('/', '&county=')}&range=1m`,
        ).expect(200)
      ).body as LocalPriceRangeOutput;
      const zips = county.Rows.map((r) => r.Price);
      expect(county.Current?.Price).toBe(Math.round(zips.reduce((a, b) => a + b, 0) / zips.length));
      const state = (await range(1, '?state=bayern&range=1m').expect(200)).body as LocalPriceRangeOutput;
      expect(state.Rows.find((r) => r.Link === countyLink)?.Price).toBe(county.Current?.Price);
    });

    it('answers a county and a zip code without stored prices with no figure instead of one derived', async () => {
      const zip = (await range(1, '?zipCode=80331').expect(200)).body as LocalPriceRangeOutput;
      const countyLink = zip.Parents.at(-1)?.Link ?? '';
      const countyQuery = countyLink.replace('/heizoelpreise/', '?state=').replace('/', '&county=');
      const county = (await range(1, countyQuery).expect(200)).body as LocalPriceRangeOutput;
      const zipCodes = county.Rows.map((r) => r.Link.split('/').at(-1) ?? '');
      // As if no dealer served the county: the snapshot stores no row for it or its zip codes.
      await db()
        .delete(priceSnapshots)
        .where(
          and(
            eq(priceSnapshots.countryId, 1),
            or(
              and(eq(priceSnapshots.scope, 'county'), like(priceSnapshots.scopeKey, `%:${county.Title}`)),
              and(eq(priceSnapshots.scope, 'city'), inArray(priceSnapshots.scopeKey, zipCodes)),
            ),
          ),
        );
      await app().get(CacheService).deleteByPrefix('prices:');

      for (const query of [countyQuery, '?zipCode=80331']) {
        const body = (await range(1, query).expect(200)).body as LocalPriceRangeOutput;
        expect(body).toMatchObject({ Rows: [], Series: [] });
        expect(body.Current).toBeUndefined();
        expect((await http().get(`/api/site/1/price-faq${query}`).expect(200)).body).toEqual({});
      }
      const state = (await range(1, '?state=bayern').expect(200)).body as LocalPriceRangeOutput;
      expect(state.Rows.map((r) => r.Link)).not.toContain(countyLink);
      expect(state.Rows.length).toBeGreaterThan(50);
      expect(state.Current).toBeDefined();

      // The next snapshot computes them again from the offers.
      await app().get(PriceSnapshotService).snapshot(1, siteToday(1));
      const again = (await range(1, '?zipCode=80331').expect(200)).body as LocalPriceRangeOutput;
      expect(again.Current?.Price).toBe(zip.Current?.Price);
    });

    it('gives a new area the change once it has a day before, and the FAQ once it has 30 days', async () => {
      const today = siteToday(1);
      const days = dailyDates(today, FAQ_MIN_DAYS);
      const zip = (await range(1, '?zipCode=60311').expect(200)).body as LocalPriceRangeOutput;
      const countyQuery = `${zip.Parents.at(-1)?.Link.replace('/heizoelpreise/', '?state=').replace('/', '&county=')}`;
      const county = (await range(1, `${countyQuery}&range=1m`).expect(200)).body as LocalPriceRangeOutput;
      const keyRow = await db()
        .select({ key: priceSnapshots.scopeKey })
        .from(priceSnapshots)
        .where(
          and(
            eq(priceSnapshots.countryId, 1),
            eq(priceSnapshots.scope, 'county'),
            like(priceSnapshots.scopeKey, `%:${county.Title}`),
            eq(priceSnapshots.date, today),
          ),
        );
      const countyKey = keyRow[0]?.key ?? '';
      const price = county.Current?.Price ?? 0;
      const faqOf = async (query: string) => {
        await app().get(CacheService).deleteByPrefix('prices:');
        return (await http().get(`/api/site/1/price-faq${query}`).expect(200)).body as PriceFaqOutput;
      };
      // One stored day (today's snapshot): no change, no FAQ.
      expect(county.Current?.Open).toBeUndefined();
      expect(await faqOf(countyQuery)).toEqual({});

      // Stored days before today (29 of them: 30 with today), the day before 50 cents cheaper.
      const rowsOf = (scope: 'county' | 'city', scopeKey: string): (typeof priceSnapshots.$inferInsert)[] =>
        days.slice(0, -1).map((date, i) => ({
          date,
          countryId: 1,
          productGroupId: HEATING_OIL,
          scope,
          scopeKey,
          averageGrossPer100: price - 50 - (days.length - 2 - i),
          minGrossPer100: price - 100,
          maxGrossPer100: price,
          offerCount: 3,
        }));
      const inserted = and(
        eq(priceSnapshots.countryId, 1),
        lt(priceSnapshots.date, today),
        or(
          and(eq(priceSnapshots.scope, 'county'), eq(priceSnapshots.scopeKey, countyKey)),
          and(eq(priceSnapshots.scope, 'city'), eq(priceSnapshots.scopeKey, '60311')),
        ),
      );
      try {
        // Only the day before: the change is known, the FAQ still has too few days.
        await db().insert(priceSnapshots).values(rowsOf('county', countyKey).slice(-1));
        expect(await faqOf(countyQuery)).toEqual({});
        const withDayBefore = (await range(1, `${countyQuery}&range=1m`).expect(200))
          .body as LocalPriceRangeOutput;
        expect(withDayBefore.Current).toMatchObject({ Price: price, Open: price - 50, Change: 50 });
        const stateRow = (
          (await range(1, `?state=${countyQuery.split('=')[1]?.split('&')[0]}&range=1m`).expect(200))
            .body as LocalPriceRangeOutput
        ).Rows.find((r) => r.GroupTitle === county.Title);
        expect(stateRow).toMatchObject({ Price: price, Open: price - 50, Change: 50 });

        // 30 stored days: highs and lows of a month mean something.
        await db().delete(priceSnapshots).where(inserted);
        await db()
          .insert(priceSnapshots)
          .values([...rowsOf('county', countyKey), ...rowsOf('city', '60311')]);
        const faq = await faqOf(countyQuery);
        expect(faq).toMatchObject({
          firstDate: `${days[0]}T00:00:00.000Z`,
          currentPrice: price,
          high3YPrice: price,
          low3YPrice: price - 50 - (FAQ_MIN_DAYS - 2),
          low3YDate: `${days[0]}T00:00:00.000Z`,
        });
        expect(faq.yearAgoPrice).toBeUndefined();
        const city = (await range(1, '?zipCode=60311&range=1m').expect(200)).body as LocalPriceRangeOutput;
        expect(city.Rows[0]).toMatchObject({
          Open: price - 50,
          Change: (city.Rows[0]?.Price ?? 0) - price + 50,
        });
      } finally {
        await db().delete(priceSnapshots).where(inserted);
        await app().get(CacheService).deleteByPrefix('prices:');
      }
    });

    it('stores only market rows from the snapshot; demo rows are the seeded sites and states', async () => {
      const today = siteToday(1);
      const live = await db()
        .select({ isDemo: priceSnapshots.isDemo })
        .from(priceSnapshots)
        .where(and(eq(priceSnapshots.countryId, 1), eq(priceSnapshots.date, today)));
      expect(live.length).toBeGreaterThan(5_000);
      expect(live.every((r) => !r.isDemo)).toBe(true);
      const demoScopes = await db()
        .selectDistinct({ scope: priceSnapshots.scope })
        .from(priceSnapshots)
        .where(eq(priceSnapshots.isDemo, true));
      expect(demoScopes.map((r) => r.scope).sort()).toEqual(['country', 'state']);
    });
  });

  describe('GET /api/site/:countryId/pages/local/redirect', () => {
    const redirect = (query: string) => http().get(`/api/site/1/pages/local/redirect${query}`);

    it('links a zip code to its local price page, cached for an hour', async () => {
      const res = await redirect('?zipCode=80331').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect((res.body as LocalRedirectOutput).Link).toMatch(/^\/heizoelpreise\/bayern\/[a-z0-9-]+\/80331$/);
    });

    it('finds a city by name', async () => {
      const res = await redirect('?city=Flensburg').expect(200);
      expect((res.body as LocalRedirectOutput).Link).toMatch(
        /^\/heizoelpreise\/schleswig-holstein\/.+\/\d{5}$/,
      );
    });

    it.each(['?zipCode=00000', '?city=Atlantis', ''])('falls back to the overview for %s', async (query) => {
      const res = await redirect(query).expect(200);
      expect(res.body).toEqual({ Link: '/heizoelpreise' } satisfies LocalRedirectOutput);
    });

    it('refuses a malformed zip code', async () => {
      const res = await redirect('?zipCode=12').expect(400);
      expect(fieldsOf(res.body)).toEqual(['zipCode']);
    });
  });

  it('documents every endpoint with its operationId', () => {
    const document = buildOpenApiDocument(app());
    const operation = (path: string) => document.paths[path]?.get?.operationId;
    expect(operation('/api/site/price-factors')).toBe('getPriceFactors');
    expect(operation('/api/site/{countryId}/prices/average')).toBe('getCountryAveragePrice');
    expect(operation('/api/site/{countryId}/price-faq')).toBe('getPriceFaq');
    expect(operation('/api/site/{countryId}/prices/range-local')).toBe('getLocalPriceRange');
    expect(operation('/api/site/{countryId}/pages/local/redirect')).toBe('getLocalPriceRedirect');
    expect(document.components?.schemas?.['LocalPriceRangeOutput']).toBeDefined();
  });
});
