import { createClient } from '@fuel/api-client';
import { defaultConfiguration } from '@fuel/domain';
import { describe, expect, it } from 'vitest';
import { calculateOffersQuery } from './queries';

const api = createClient({ baseUrl: 'http://api.internal:3001' });

describe('offers queries', () => {
  it('keys a calculation by its configuration, so each configuration is cached on its own', () => {
    const config = { ...defaultConfiguration(1, 1), ZipCode: '80331' };

    expect(calculateOffersQuery(api, config).queryKey).toEqual(
      calculateOffersQuery(api, { ...config }).queryKey,
    );
    expect(calculateOffersQuery(api, config).queryKey).not.toEqual(
      calculateOffersQuery(api, { ...config, Amount: 4000 }).queryKey,
    );
    expect(calculateOffersQuery(api, config).queryKey[0]).toMatchObject({
      _id: 'calculateOffers',
      body: { ZipCode: '80331', Amount: 3000, CountryId: 1 },
    });
  });
});
