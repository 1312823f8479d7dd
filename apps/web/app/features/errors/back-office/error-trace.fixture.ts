import type { ErrorGroupDetailsOutput, ErrorOccurrenceOutput } from '@fuel/api-client';

/** A browser error of the shop's calculator as the API returns it, with its spread over the kept occurrences. */
export const ERROR_GROUP_FIXTURE: ErrorGroupDetailsOutput = {
  id: 12,
  source: 'browser',
  message: "TypeError: Cannot read properties of undefined (reading 'pricePer100')",
  culprit: 'offer-card.tsx in OfferCard',
  status: 'open',
  firstSeenAt: '2026-03-02T08:15:00.000Z',
  lastSeenAt: '2026-03-04T17:42:10.000Z',
  occurrenceCount: 37,
  resolvedAt: null,
  resolvedByName: null,
  browsers: [
    { value: 'Chrome 131', count: 25 },
    { value: 'Safari 18', count: 12 },
  ],
  urls: [{ value: 'https://www.heizoel-marktplatz.de/heizoel/angebotsliste?zipCode=80331', count: 37 }],
  sites: [
    { countryId: 1, count: 30 },
    { countryId: 2, count: 7 },
  ],
};

/** One occurrence of that group: our component, a frame without a source map, React's own frame. */
export const ERROR_OCCURRENCE_FIXTURE: ErrorOccurrenceOutput = {
  id: 501,
  occurredAt: '2026-03-04T17:42:10.000Z',
  countryId: 1,
  url: 'https://www.heizoel-marktplatz.de/heizoel/angebotsliste?zipCode=80331',
  browser: 'Chrome 131',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  message: "TypeError: Cannot read properties of undefined (reading 'pricePer100')",
  frames: [
    {
      function: 'OfferCard',
      file: 'app/features/offers/components/offer-card.tsx',
      line: 48,
      column: 31,
      mapped: true,
    },
    {
      function: null,
      file: 'https://www.heizoel-marktplatz.de/assets/vendor-Bx81kq.js',
      line: 1,
      column: 20331,
      mapped: false,
    },
    {
      function: 'renderWithHooks',
      file: '../../node_modules/react-dom/cjs/react-dom-client.production.js',
      line: 5529,
      column: 22,
      mapped: true,
    },
  ],
  stack:
    "TypeError: Cannot read properties of undefined (reading 'pricePer100')\n    at OfferCard (https://www.heizoel-marktplatz.de/assets/offer-list-C1x9.js:1:4410)",
  requestId: null,
  httpMethod: null,
  httpStatus: null,
};
