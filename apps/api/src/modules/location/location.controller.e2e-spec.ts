import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import type { CountryMatchOutput } from './dto/country-match.output.js';
import type { CountryStateOutput } from './dto/country-state.output.js';
import type { ZipCodeCheckOutput } from './dto/zip-code-check.output.js';

describe('location', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());

  describe('POST /api/location/check-zipcode', () => {
    it('answers an existing code with its places, cacheable for two days', async () => {
      const res = await http()
        .post('/api/location/check-zipcode')
        .send({ ZipCode: '80331', CountryId: 1 })
        .expect(200);
      const body = res.body as ZipCodeCheckOutput;
      expect(body).toMatchObject({ ZipCode: '80331', CountryId: 1, Exists: true });
      expect(body.Places[0]).toMatchObject({ Place: 'München', StateName: 'Bayern' });
      expect(res.headers['cache-control']).toBe('public, max-age=172800');
    });

    it('lists every place of a code with several places', async () => {
      const res = await http()
        .post('/api/location/check-zipcode')
        .send({ ZipCode: '8010', CountryId: 2 })
        .expect(200);
      expect((res.body as ZipCodeCheckOutput).Places.length).toBeGreaterThan(5);
    });

    it('says a code of the wrong length or an unknown code does not exist', async () => {
      const wrongLength = await http()
        .post('/api/location/check-zipcode')
        .send({ ZipCode: '8010', CountryId: 1 });
      expect(wrongLength.body).toEqual({ ZipCode: '8010', CountryId: 1, Exists: false, Places: [] });
      const unknown = await http()
        .post('/api/location/check-zipcode')
        .send({ ZipCode: '00001', CountryId: 1 });
      expect((unknown.body as ZipCodeCheckOutput).Exists).toBe(false);
    });

    it.each([
      [{ ZipCode: 'abcde', CountryId: 1 }, 'ZipCode'],
      [{ ZipCode: '80331', CountryId: 7 }, 'CountryId'],
      [{ CountryId: 1 }, 'ZipCode'],
      [{ ZipCode: '80331', CountryId: 1, Extra: true }, 'Extra'],
    ])('refuses %j naming %s', async (body, field) => {
      const res = await http().post('/api/location/check-zipcode').send(body).expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.map((e) => e.field)).toContain(field);
    });
  });

  describe('POST /api/location/check-zipcodes', () => {
    it('returns the countries where the code exists', async () => {
      const res = await http()
        .post('/api/location/check-zipcodes')
        .send([
          { ZipCode: '8010', CountryId: 1 },
          { ZipCode: '8010', CountryId: 2 },
          { ZipCode: '8010', CountryId: 3 },
        ])
        .expect(200);
      expect(res.body).toEqual([{ CountryId: 2 }, { CountryId: 3 }] satisfies CountryMatchOutput[]);
    });

    it('refuses a body that is not a list, and names the bad item', async () => {
      await http().post('/api/location/check-zipcodes').send({ ZipCode: '8010', CountryId: 2 }).expect(400);
      const res = await http()
        .post('/api/location/check-zipcodes')
        .send([
          { ZipCode: '8010', CountryId: 2 },
          { ZipCode: 'x', CountryId: 3 },
        ])
        .expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('[1].ZipCode');
    });
  });

  describe('GET /api/site/:countryId/country-states', () => {
    it.each([
      [1, 16, { Name: 'Bayern', FriendlyName: 'bayern', MapId: 'DE-BY' }],
      [2, 9, { Name: 'Steiermark', FriendlyName: 'steiermark' }],
      [3, 26, { Name: 'Zürich', FriendlyName: 'zuerich' }],
    ])('country %i has %i states', async (countryId, count, sample) => {
      const res = await http().get(`/api/site/${countryId}/country-states`).expect(200);
      const states = res.body as CountryStateOutput[];
      expect(states).toHaveLength(count);
      expect(states).toContainEqual(expect.objectContaining(sample));
    });

    it('refuses an unknown country', async () => {
      const res = await http().get('/api/site/4/country-states').expect(400);
      expect((res.body as ErrorResponse).fieldErrors?.[0]?.field).toBe('countryId');
    });
  });
});
