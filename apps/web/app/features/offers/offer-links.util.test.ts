import { defaultConfiguration } from '@fuel/domain';
import { describe, expect, it } from 'vitest';
import {
  offerListHref,
  orderParametersHref,
  otherSiteOfferListHref,
  productGroupPageHref,
} from './offer-links.util';

const config = {
  ...defaultConfiguration(2, 1),
  ZipCode: '8010',
  Parameters: [{ Id: 5 }, { Id: 23, Modifier: 12 }],
};

describe('offer links', () => {
  it('links the offer list of the site with the configuration in the query', () => {
    expect(offerListHref({ basePath: '/at' }, config)).toBe(
      '/at/heizoel/angebotsliste?zipCode=8010&amount=3000&stations=1&product=6&options=5,23$12',
    );
    expect(offerListHref({ basePath: 'https://heizoel24.at' }, config, 'Einstellungen')).toBe(
      'https://heizoel24.at/heizoel/angebotsliste?zipCode=8010&amount=3000&stations=1&product=6&options=5,23$12&openSettings=Einstellungen',
    );
  });

  it('carries the order variant (~) and the chosen offer to the order parameters', () => {
    expect(orderParametersHref({ basePath: '/at' }, config, { DealerId: 17, BranchId: 42 })).toBe(
      '/at/heizoel/bestellparameter-bestaetigen?zipCode=8010&amount=3000&stations=1&product=6&options=5,23~12&dealerId=17&branchId=42',
    );
  });

  it('names the page of a product group without query', () => {
    expect(productGroupPageHref({ basePath: '' }, { ProductGroupId: 3 }, 'angebotsassistent')).toBe(
      '/holzpellets-lose/angebotsassistent',
    );
  });

  it('links the offer list of another site with the postal code (the other-country hint)', () => {
    const roots = { siteRoots: { de: '', at: '/at', ch: '/ch' } } as const;
    expect(otherSiteOfferListHref(roots, 'at', { ProductGroupId: 1, ZipCode: '8010', Amount: 3000 })).toBe(
      '/at/heizoel/angebotsliste?zipCode=8010&amount=3000',
    );
    expect(otherSiteOfferListHref(roots, 'de', { ProductGroupId: 2, ZipCode: '80331', Amount: 0 })).toBe(
      '/diesel/angebotsliste?zipCode=80331',
    );
    const domains = {
      siteRoots: { de: 'https://heizoel.example.de', at: '', ch: 'https://heizoel.example.ch' },
    };
    expect(otherSiteOfferListHref(domains, 'ch', { ProductGroupId: 1, ZipCode: '8001', Amount: 2000 })).toBe(
      'https://heizoel.example.ch/heizoel/angebotsliste?zipCode=8001&amount=2000',
    );
  });
});
