import { describe, expect, it } from '@jest/globals';
import { postalCodes } from '@fuel/db';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import type { BestPriceOutput } from './dto/best-price.output.js';
import type { CalculationResultOutput } from './dto/calculation-result.output.js';
import type { CalculatorInitOutput } from './dto/calculator-init.output.js';
import type { UpsellingEntryOutput } from './dto/upselling.output.js';
import { MarketSnapshotService } from './market-snapshot.service.js';
import { MUNICH_CONFIGURATION } from '../../../test/order-fixtures.js';

describe('calculator (kalkulation)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const calculate = (body: object) => http().post('/api/kalkulation/berechnen').send(body);

  describe('GET /api/kalkulation/init/:countryId/:productGroupId', () => {
    it('serves the option groups with the spec defaults selected', async () => {
      const res = await http().get('/api/kalkulation/init/1/1').expect(200);
      const init = res.body as CalculatorInitOutput;
      expect(init.Groups.map((g) => g.Key)).toEqual([
        'deliveryTime',
        'hoseLength',
        'tanker',
        'payment',
        'deliveryWindow',
      ]);
      const selected = init.Groups.flatMap((g) => g.Parameters.filter((p) => p.Selected).map((p) => p.Id));
      expect(selected).toEqual([5, 24, -2, 11, 9]);
      expect(init).toMatchObject({
        ProductId: 1,
        AppointmentPlus: false,
        Unit: 'l',
        MinAmount: 500,
        MaxAmount: 32000,
      });
      expect(
        init.Groups.find((g) => g.Key === 'payment')?.Parameters.find((p) => p.Id === 23)?.Modifier,
      ).toBe(6);
    });

    it.each([
      [2, 1, 6],
      [3, 1, 12],
      [1, 2, 4],
    ])('site %i group %i defaults to product %i', async (countryId, groupId, productId) => {
      const res = await http().get(`/api/kalkulation/init/${countryId}/${groupId}`).expect(200);
      expect((res.body as CalculatorInitOutput).ProductId).toBe(productId);
    });

    it('leaves hose and tanker out for bagged pellets', async () => {
      const res = await http().get('/api/kalkulation/init/1/4').expect(200);
      expect((res.body as CalculatorInitOutput).Groups.map((g) => g.Key)).toEqual([
        'deliveryTime',
        'payment',
        'deliveryWindow',
      ]);
    });

    it.each(['/api/kalkulation/init/9/1', '/api/kalkulation/init/1/6', '/api/kalkulation/init/x/1'])(
      'refuses %s',
      async (path) => {
        await http().get(path).expect(400);
      },
    );
  });

  describe('POST /api/kalkulation/berechnen', () => {
    it('ranks every serving dealer by the all-in total', async () => {
      const res = await calculate(MUNICH_CONFIGURATION).expect(200);
      const result = res.body as CalculationResultOutput;
      expect(result.HasDefaultOffers).toBe(false);
      expect(result.Items.length).toBeGreaterThanOrEqual(3);
      const totals = result.Items.map((o) => o.TotalPrice);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      result.Items.forEach((offer, index) => {
        expect(offer.Rank).toBe(index + 1);
        expect(Number.isInteger(offer.TotalPrice)).toBe(true);
        expect(offer.NetPrice + offer.Vat).toBe(offer.TotalPrice);
        expect(offer.VatRate).toBe(19);
        expect(Math.abs(offer.UnitPrice - (offer.TotalPrice * 100) / 3000)).toBeLessThanOrEqual(0.5);
        expect(offer.UnitPrice).toBeGreaterThan(8500);
        expect(offer.UnitPrice).toBeLessThan(12000);
        expect(offer).toMatchObject({ Currency: 'EUR', Unit: 'l', ProductId: 1, IsDefaultOffer: false });
      });
    });

    it('prices in CHF with 8.1 % VAT on the ch site', async () => {
      const res = await calculate({
        ...MUNICH_CONFIGURATION,
        ZipCode: '8001',
        CountryId: 3,
        Product: { Id: 12, ClimateNeutral: false },
      });
      const offer = (res.body as CalculationResultOutput).Items[0];
      expect(offer).toMatchObject({ Currency: 'CHF', VatRate: 8.1 });
    });

    it('falls back to the default product for an unknown product', async () => {
      const res = await calculate({
        ...MUNICH_CONFIGURATION,
        Product: { Id: 999, ClimateNeutral: false },
      }).expect(200);
      expect((res.body as CalculationResultOutput).Items[0]?.ProductId).toBe(1);
    });

    it('forces climate neutral for the climate-neutral target', async () => {
      const res = await calculate({ ...MUNICH_CONFIGURATION, Cn: true }).expect(200);
      const items = (res.body as CalculationResultOutput).Items;
      expect(items.length).toBeGreaterThan(0);
      expect(
        items.every((o) => o.ClimateNeutral && o.Surcharges.some((s) => s.Kind === 'climateNeutral')),
      ).toBe(true);
    });

    it('gives an instalment without months the default of 6 and only dealers who offer it', async () => {
      const res = await calculate({ ...MUNICH_CONFIGURATION, Parameters: [{ Id: 23 }] }).expect(200);
      const items = (res.body as CalculationResultOutput).Items;
      expect(items.every((o) => o.PaymentOptionIds.includes(23))).toBe(true);
    });

    it('fills groups the request leaves out with their defaults', async () => {
      const res = await calculate({ ...MUNICH_CONFIGURATION, Parameters: [] }).expect(200);
      expect((res.body as CalculationResultOutput).Items.length).toBeGreaterThan(0);
    });

    it('answers honestly labelled regional offers where no dealer lists the postal code', async () => {
      const database = app().get(DatabaseService);
      await database.db
        .insert(postalCodes)
        .values({ countryId: 1, zipCode: '99999', place: 'Testhausen', latitude: 50.98, longitude: 11.03 })
        .onConflictDoNothing();
      await app().get(MarketSnapshotService).reload();
      const res = await calculate({ ...MUNICH_CONFIGURATION, ZipCode: '99999' }).expect(200);
      const result = res.body as CalculationResultOutput;
      expect(result.HasDefaultOffers).toBe(true);
      expect(result.Message).toContain('Richtpreise');
      expect(result.Items.length).toBeGreaterThan(0);
      expect(result.Items.every((o) => o.IsDefaultOffer)).toBe(true);
    });

    it.each([
      ['a missing postal code', { ...MUNICH_CONFIGURATION, ZipCode: undefined }, 'ZipCode'],
      ['a malformed postal code', { ...MUNICH_CONFIGURATION, ZipCode: '80 33' }, 'ZipCode'],
      ['a postal code of another site', { ...MUNICH_CONFIGURATION, ZipCode: '8010' }, 'ZipCode'],
      ['an unknown postal code', { ...MUNICH_CONFIGURATION, ZipCode: '00001' }, 'ZipCode'],
      ['an amount under 500', { ...MUNICH_CONFIGURATION, Amount: 499 }, 'Amount'],
      ['an amount over the maximum', { ...MUNICH_CONFIGURATION, Amount: 32001 }, 'Amount'],
      ['an amount that is not a number', { ...MUNICH_CONFIGURATION, Amount: 'viel' }, 'Amount'],
      [
        'an amount below the pellet minimum',
        { ...MUNICH_CONFIGURATION, ProductGroupId: 3, Amount: 1500 },
        'Amount',
      ],
      ['an unknown option', { ...MUNICH_CONFIGURATION, Parameters: [{ Id: 999 }] }, 'Parameters[0].Id'],
      [
        'two options of one group',
        { ...MUNICH_CONFIGURATION, Parameters: [{ Id: 5 }, { Id: 1 }] },
        'Parameters[1].Id',
      ],
      [
        'a desired-date option without date',
        { ...MUNICH_CONFIGURATION, Parameters: [{ Id: 32 }] },
        'Parameters[0].DesiredDate',
      ],
      [
        'a malformed desired date',
        { ...MUNICH_CONFIGURATION, Parameters: [{ Id: 32, DesiredDate: '3.12.2026' }] },
        'Parameters.0.DesiredDate',
      ],
      [
        'instalment months not offered',
        { ...MUNICH_CONFIGURATION, Parameters: [{ Id: 23, Modifier: 7 }] },
        'Parameters[0].Modifier',
      ],
      ['an unknown country', { ...MUNICH_CONFIGURATION, CountryId: 4 }, 'CountryId'],
      ['an unknown field', { ...MUNICH_CONFIGURATION, Discount: 10 }, 'Discount'],
    ])('refuses %s with 400 naming the field', async (_case, body, field) => {
      const res = await calculate(body).expect(400);
      const error = res.body as ErrorResponse;
      expect(error.error).toBe('VALIDATION_FAILED');
      expect(error.fieldErrors?.map((e) => e.field)).toContain(field);
    });

    it('names an unknown postal code and a wrong amount in German, for the offer list to show as it is', async () => {
      const res = await calculate({ ...MUNICH_CONFIGURATION, ZipCode: '00001', Amount: 'viel' }).expect(400);
      expect(res.body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'Bitte prüfen Sie Ihre Eingaben: Amount',
      });
      expect((res.body as ErrorResponse).fieldErrors).toEqual([
        {
          field: 'Amount',
          messages: [
            'Die Menge darf höchstens 32.000 betragen.',
            'Die Menge muss mindestens 500 betragen.',
            'Die Menge muss eine ganze Zahl sein.',
          ],
        },
      ]);
      const unknown = await calculate({ ...MUNICH_CONFIGURATION, ZipCode: '00001' }).expect(400);
      expect((unknown.body as ErrorResponse).fieldErrors).toEqual([
        {
          field: 'ZipCode',
          messages: [
            'Die Postleitzahl 00001 kennen wir in Deutschland nicht. Bitte prüfen Sie Ihre Eingabe.',
          ],
        },
      ]);
    });

    it('refuses malformed JSON with 400', async () => {
      await http()
        .post('/api/kalkulation/berechnen')
        .set('Content-Type', 'application/json')
        .send('{"ZipCode":')
        .expect(400);
    });
  });

  describe('POST /api/kalkulation/berechnen-default', () => {
    it('uses the default product and options whatever else was sent', async () => {
      const res = await http()
        .post('/api/kalkulation/berechnen-default')
        .send({ ...MUNICH_CONFIGURATION, Parameters: [{ Id: 31 }], Product: { Id: 2, ClimateNeutral: true } })
        .expect(200);
      const items = (res.body as CalculationResultOutput).Items;
      expect(items[0]).toMatchObject({ ProductId: 1, ClimateNeutral: false });
    });
  });

  describe('POST /api/kalkulation/upselling', () => {
    it.each([
      [9999, [0, 1]],
      [10000, [5, 1, 31]],
      [10001, [1, 2, 3]],
      [10002, [1, 2, 3, 4, 5]],
    ])('key %i lists the alternatives with their price difference', async (key, ids) => {
      const res = await http()
        .post(`/api/kalkulation/upselling?upsellingKey=${key}`)
        .send(MUNICH_CONFIGURATION)
        .expect(200);
      const entries = res.body as UpsellingEntryOutput[];
      expect(entries.map((e) => e.ForgeinId)).toEqual(expect.arrayContaining(ids.slice(0, 2)));
      const current = entries.find((e) => e.Selected);
      expect(current?.PriceDifference).toBe(0);
    });

    it('refuses an unknown key', async () => {
      const res = await http()
        .post('/api/kalkulation/upselling?upsellingKey=42')
        .send(MUNICH_CONFIGURATION)
        .expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('upsellingKey');
    });
  });

  describe('best prices', () => {
    it('GET /api/kalkulation/best-price gives the cheapest offer of the site, cacheable 120 s', async () => {
      const res = await http().get('/api/kalkulation/best-price?countryId=2&amount=3000').expect(200);
      const best = res.body as BestPriceOutput;
      expect(best).toMatchObject({ CountryCode: 'at', Currency: 'EUR', Amount: 3000 });
      expect(best.TotalPrice).toBeGreaterThan(0);
      expect(new Date(best.TimeStamp).getTime()).not.toBeNaN();
      expect(res.headers['cache-control']).toBe('public, max-age=120');
    });

    it('defaults the amount to 3000 and refuses bad parameters', async () => {
      const res = await http().get('/api/kalkulation/best-price?countryId=1').expect(200);
      expect((res.body as BestPriceOutput).Amount).toBe(3000);
      await http().get('/api/kalkulation/best-price?countryId=5').expect(400);
      await http().get('/api/kalkulation/best-price?countryId=1&amount=abc').expect(400);
    });

    it('GET /api/site/:countryId/prices/best answers for a postal code, or an empty object', async () => {
      const found = await http().get('/api/site/1/prices/best?zipCode=80331&amount=3000').expect(200);
      expect(found.body).toMatchObject({ ZipCode: '80331', CountryCode: 'de' });
      const none = await http().get('/api/site/1/prices/best?zipCode=00001').expect(200);
      expect(none.body).toEqual({});
      await http().get('/api/site/1/prices/best?zipCode=abc').expect(400);
    });
  });
});
