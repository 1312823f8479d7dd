import type { CountryId } from '@fuel/domain';
import type { CampaignTypeId } from '@fuel/domain/ads';

/**
 * The demo adverts and campaigns (issue #17): house adverts pointing at the site's own pages on every site
 * and slot, and paid adverts of invented dealers that target postal-code areas in the offer list's slot.
 * Texts without ß (they show on the Swiss site too); links only to the site's pages or example.com.
 */

export const DEMO_SLOT_KEYS = ['home-banner', 'offer-list-sidebar', 'prices-box', 'news-tile'] as const;
export type DemoSlotKey = (typeof DEMO_SLOT_KEYS)[number];

export interface DemoAdvert {
  /** Unique among the demo adverts: the seed finds its row again by it. */
  readonly name: string;
  readonly advertiser: string;
  /** As the sanitiser stores it (links `rel="sponsored noopener noreferrer" target="_blank"`). */
  readonly html: string;
  readonly linkUrl: string;
  /** Already scoped to `.advert`, as the stylesheet sanitiser would return it. */
  readonly css: string;
}

export interface DemoCampaign {
  /** Unique among the demo campaigns. */
  readonly name: string;
  readonly campaignTypeId: CampaignTypeId;
  readonly countryIds: readonly CountryId[];
  readonly zipTargets: readonly string[];
  readonly weight: number;
  readonly adverts: readonly string[];
  readonly slots: readonly DemoSlotKey[];
}

interface Colours {
  /** Two colours of the background gradient. */
  readonly from: string;
  readonly to: string;
  readonly text: string;
  readonly button: string;
  readonly buttonText: string;
}

/**
 * One layout for every demo advert: a box of kicker, headline, line and button; in a banner (a frame at
 * most 120 px high) one row without the line. Every selector starts with the scope `.advert`.
 */
function advertCss(c: Colours): string {
  return [
    `.advert .ad{box-sizing:border-box;height:100%;display:flex;flex-direction:column;justify-content:center;gap:8px;padding:18px 20px;background:linear-gradient(135deg,${c.from} 0%,${c.to} 100%);color:${c.text}}`,
    '.advert .ad-kicker{margin:0;font-size:11px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;opacity:.85}',
    '.advert .ad-title{margin:0;font-size:21px;line-height:1.2}',
    '.advert .ad-text{margin:0;font-size:14px;line-height:1.4}',
    `.advert .ad-cta{align-self:flex-start;margin-top:4px;padding:9px 16px;border-radius:6px;background:${c.button};color:${c.buttonText};font-weight:700;text-decoration:none}`,
    '.advert .ad-cta:hover{text-decoration:underline}',
    '@media (max-height:120px){.advert .ad{flex-direction:row;align-items:center;gap:18px;padding:10px 22px}.advert .ad-kicker{display:none}.advert .ad-text{display:none}.advert .ad-title{flex:1;font-size:20px}.advert .ad-cta{align-self:center;margin-top:0;white-space:nowrap}}',
    // A banner shrunk to a phone's column: smaller type; shrunk in height too, smaller still.
    '@media (max-height:120px) and (max-width:480px){.advert .ad{gap:10px;padding:8px 12px}.advert .ad-title{min-width:0;font-size:15px}.advert .ad-cta{padding:7px 10px;font-size:13px}}',
    '@media (max-height:60px){.advert .ad{padding:4px 10px}.advert .ad-title{font-size:13px}.advert .ad-cta{padding:4px 8px;font-size:12px}}',
  ].join('\n');
}

function advertHtml(kicker: string, title: string, text: string, cta: string, href: string): string {
  return (
    `<div class="ad"><p class="ad-kicker">${kicker}</p><h2 class="ad-title">${title}</h2>` +
    `<p class="ad-text">${text}</p>` +
    `<a class="ad-cta" href="${href}" rel="sponsored noopener noreferrer" target="_blank">${cta}</a></div>`
  );
}

function advert(
  name: string,
  advertiser: string,
  copy: { kicker: string; title: string; text: string; cta: string; href: string },
  colours: Colours,
): DemoAdvert {
  return {
    name,
    advertiser,
    html: advertHtml(copy.kicker, copy.title, copy.text, copy.cta, copy.href),
    linkUrl: copy.href,
    css: advertCss(colours),
  };
}

const HOUSE: Colours = {
  from: '#0b4f6c',
  to: '#167f8c',
  text: '#ffffff',
  button: '#ffd166',
  buttonText: '#1a1a1a',
};

export const DEMO_ADVERTS: readonly DemoAdvert[] = [
  advert(
    'Haus: Heizölpreise',
    'Eigenwerbung',
    {
      kicker: 'Heizölpreise',
      title: 'Den richtigen Moment erwischen',
      text: 'Tagesaktuelle Preise und ihr Verlauf über zehn Jahre für Ihre Postleitzahl.',
      cta: 'Preise ansehen',
      href: '/heizoelpreise',
    },
    HOUSE,
  ),
  advert(
    'Haus: Verbrauchsvergleich',
    'Eigenwerbung',
    {
      kicker: 'Verbrauchsvergleich',
      title: 'Heizen Sie sparsam?',
      text: 'Vergleichen Sie Ihren Heizölverbrauch in zwei Minuten mit ähnlichen Häusern.',
      cta: 'Jetzt vergleichen',
      href: '/heizoel-verbrauchsvergleich',
    },
    { ...HOUSE, from: '#2d4a22', to: '#4f7a3a', button: '#f4f1de' },
  ),
  advert(
    'Haus: Ratgeber',
    'Eigenwerbung',
    {
      kicker: 'Heizöl-Ratgeber',
      title: 'Gut informiert bestellen',
      text: 'Lagerung, Qualitäten und Lieferung: Antworten auf die häufigsten Fragen.',
      cta: 'Zum Info-Center',
      href: '/info-center',
    },
    { ...HOUSE, from: '#5b2a86', to: '#8e4fb3', button: '#ffe066' },
  ),
  advert(
    'Brandl Heizöl München',
    'Brandl Energiehandel GmbH (Demo)',
    {
      kicker: 'Ihr Händler in München',
      title: 'Heizöl für München und Umland',
      text: 'Lieferung in fünf Werktagen, auch Teilmengen ab 500 Litern.',
      cta: 'Angebot anfordern',
      href: 'https://example.com/brandl-heizoel',
    },
    { from: '#8c1c13', to: '#bf4342', text: '#ffffff', button: '#ffffff', buttonText: '#8c1c13' },
  ),
  advert(
    'Spree Wärme Berlin',
    'Spree Wärme Handels GmbH (Demo)',
    {
      kicker: 'Ihr Händler in Berlin',
      title: 'Warm durch den Berliner Winter',
      text: 'Heizöl und Tankreinigung aus einer Hand, seit 1962.',
      cta: 'Mehr erfahren',
      href: 'https://example.com/spree-waerme',
    },
    { from: '#1d3557', to: '#457b9d', text: '#ffffff', button: '#e9c46a', buttonText: '#1d3557' },
  ),
  advert(
    'Donau Brennstoffe Wien',
    'Donau Brennstoffe GmbH (Demo)',
    {
      kicker: 'Ihr Händler in Wien',
      title: 'Heizöl für ganz Wien',
      text: 'Zustellung in alle Bezirke, auf Wunsch mit Tankcheck.',
      cta: 'Termin vereinbaren',
      href: 'https://example.com/donau-brennstoffe',
    },
    { from: '#7a1f3d', to: '#c9184a', text: '#ffffff', button: '#ffffff', buttonText: '#7a1f3d' },
  ),
  advert(
    'Limmat Energie Zürich',
    'Limmat Energie AG (Demo)',
    {
      kicker: 'Ihr Händler in Zürich',
      title: 'Heizöl für Zürich und die Agglomeration',
      text: 'Faire Preise, pünktliche Lieferung, Beratung vor Ort.',
      cta: 'Offerte anfragen',
      href: 'https://example.com/limmat-energie',
    },
    { from: '#264653', to: '#2a9d8f', text: '#ffffff', button: '#f4a261', buttonText: '#1a1a1a' },
  ),
];

const ALL_SITES: readonly CountryId[] = [1, 2, 3];

function house(name: string): DemoCampaign {
  return {
    name,
    campaignTypeId: 2,
    countryIds: ALL_SITES,
    zipTargets: [],
    weight: 1,
    adverts: [name],
    slots: DEMO_SLOT_KEYS,
  };
}

/** A dealer's campaign in the offer list's slot, the one that filters by postal code. */
function paid(advertName: string, countryId: CountryId, zipTarget: string): DemoCampaign {
  return {
    name: `${advertName} (PLZ ${zipTarget}…)`,
    campaignTypeId: 1,
    countryIds: [countryId],
    zipTargets: [zipTarget],
    weight: 10,
    adverts: [advertName],
    slots: ['offer-list-sidebar'],
  };
}

export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  house('Haus: Heizölpreise'),
  house('Haus: Verbrauchsvergleich'),
  house('Haus: Ratgeber'),
  paid('Brandl Heizöl München', 1, '80'),
  paid('Spree Wärme Berlin', 1, '1'),
  paid('Donau Brennstoffe Wien', 2, '10'),
  paid('Limmat Energie Zürich', 3, '80'),
];
