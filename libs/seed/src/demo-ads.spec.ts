import { describe, expect, it } from 'vitest';
import { type CountryId } from '@fuel/domain';
import {
  AD_LIMITS,
  matchesZipTargets,
  parseZipTargets,
  slotTypeById,
  STYLES_FILE_NAME_PATTERN,
} from '@fuel/domain/ads';
import { DEMO_ADVERTS, DEMO_CAMPAIGNS, DEMO_SLOT_KEYS } from './demo-ads/adverts.data.js';
import { demoSlotRows, demoStylesFileName } from './demo-ads.js';

const ALLOWED_TAGS = new Set(['div', 'p', 'h2', 'a']);

describe('demo ads', () => {
  it('has the four slots on every site, at their types’ sizes; only the offer list’s filters by postal code', () => {
    const rows = demoSlotRows();
    expect(rows.map((row) => row.key)).toEqual([...DEMO_SLOT_KEYS]);
    expect(rows.map((row) => row.slotTypeId)).toEqual([1, 2, 3, 4]);
    for (const row of rows) {
      const type = slotTypeById(row.slotTypeId);
      expect([row.width, row.height]).toEqual([type?.width, type?.height]);
      expect(row.countryIds).toEqual([1, 2, 3]);
      expect(row.appliesZipFiltering).toBe(row.key === 'offer-list-sidebar');
      expect(row.isDemo).toBe(true);
    }
  });

  it('writes simple markup whose links lead to the site or example.com, marked sponsored', () => {
    expect(new Set(DEMO_ADVERTS.map((advert) => advert.name)).size).toBe(DEMO_ADVERTS.length);
    for (const advert of DEMO_ADVERTS) {
      for (const [, name] of advert.html.matchAll(/<([a-z0-9]+)[\s>]/g)) expect(ALLOWED_TAGS).toContain(name);
      const links = [...advert.html.matchAll(/<a ([^>]*)>/g)].map(([, attributes]) => attributes ?? '');
      expect(links).toHaveLength(1);
      expect(links[0]).toContain('rel="sponsored noopener noreferrer" target="_blank"');
      expect(advert.linkUrl).toMatch(/^(\/[a-z0-9-]+|https:\/\/example\.com\/[a-z0-9-]+)$/);
      expect(advert.html).toContain(`href="${advert.linkUrl}"`);
      // Every advert shows on the Swiss site, which writes no ß.
      expect(`${advert.html}${advert.advertiser}`).not.toContain('ß');
      expect(Buffer.byteLength(advert.html)).toBeLessThanOrEqual(AD_LIMITS.html);
    }
  });

  it('writes stylesheets scoped to the advert, named like the back office names them', () => {
    for (const advert of DEMO_ADVERTS) {
      const selectors = advert.css
        .replace(/@media[^{]*\{/g, '')
        .split('}')
        .map((rule) => rule.split('{')[0]?.trim() ?? '')
        .filter((selector) => selector !== '');
      expect(selectors.length).toBeGreaterThan(3);
      for (const selector of selectors) expect(selector).toMatch(/^\.advert /);
      expect(advert.css).not.toMatch(/url\(|@import|\\|\/\*/);
      expect(demoStylesFileName(12, advert.css)).toMatch(STYLES_FILE_NAME_PATTERN);
    }
    expect(demoStylesFileName(7, '.advert p{color:red}')).toBe(demoStylesFileName(7, '.advert p{color:red}'));
    expect(demoStylesFileName(7, '.advert p{color:red}')).not.toBe(
      demoStylesFileName(7, '.advert p{color:blue}'),
    );
  });

  it('has house campaigns in every slot on every site, and paid ones targeting each site’s big city', () => {
    const adverts = new Set(DEMO_ADVERTS.map((advert) => advert.name));
    for (const campaign of DEMO_CAMPAIGNS) {
      for (const name of campaign.adverts) expect(adverts).toContain(name);
      expect(parseZipTargets(campaign.zipTargets.join(' '), campaign.countryIds)).toEqual({
        targets: [...campaign.zipTargets],
        invalid: [],
      });
    }
    const house = DEMO_CAMPAIGNS.filter((campaign) => campaign.campaignTypeId === 2);
    expect(house.length).toBeGreaterThanOrEqual(3);
    for (const campaign of house) {
      expect(campaign.countryIds).toEqual([1, 2, 3]);
      expect(campaign.slots).toEqual([...DEMO_SLOT_KEYS]);
      expect(campaign.zipTargets).toEqual([]);
    }
    const paidFor = (countryId: CountryId, zipCode: string) =>
      DEMO_CAMPAIGNS.filter(
        (campaign) =>
          campaign.campaignTypeId === 1 &&
          campaign.countryIds.includes(countryId) &&
          matchesZipTargets(campaign.zipTargets, zipCode),
      ).map((campaign) => campaign.adverts[0]);
    expect(paidFor(1, '80331')).toEqual(['Brandl Heizöl München']);
    expect(paidFor(1, '10115')).toEqual(['Spree Wärme Berlin']);
    expect(paidFor(1, '50667')).toEqual([]);
    expect(paidFor(2, '1010')).toEqual(['Donau Brennstoffe Wien']);
    expect(paidFor(3, '8001')).toEqual(['Limmat Energie Zürich']);
    for (const campaign of DEMO_CAMPAIGNS.filter((c) => c.campaignTypeId === 1)) {
      expect(campaign.zipTargets.length).toBeGreaterThan(0);
      expect(campaign.slots).toEqual(['offer-list-sidebar']);
    }
  });
});
