import { describe, expect, it } from 'vitest';
import { leadExportHref, leadFilters } from './support-lead-filters.util';

describe('leadFilters', () => {
  it('keeps the filled-in filters and the cursor, trimmed, and nothing else', () => {
    const params = new URLSearchParams(
      'from=2026-11-01&to=%202026-11-30%20&countryId=&status=sent&after=abc&x=1',
    );
    expect(leadFilters(params)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'sent',
      after: 'abc',
    });
  });
});

describe('leadExportHref', () => {
  it("links the CSV of the filtered period and site on the visitor's site, without status and page", () => {
    expect(
      leadExportHref(
        { basePath: '/at' },
        { from: '2026-11-01', to: '2026-11-30', countryId: '2', status: 'sent', after: 'abc' },
      ),
    ).toBe('/at/support/leads/export?from=2026-11-01&to=2026-11-30&countryId=2');
    expect(leadExportHref({ basePath: '' }, { from: '2026-11-01', to: '2026-11-30' })).toBe(
      '/support/leads/export?from=2026-11-01&to=2026-11-30',
    );
  });

  it('has none without both days (the API exports a period)', () => {
    expect(leadExportHref({ basePath: '' }, { from: '2026-11-01' })).toBeNull();
    expect(leadExportHref({ basePath: '' }, {})).toBeNull();
  });
});
