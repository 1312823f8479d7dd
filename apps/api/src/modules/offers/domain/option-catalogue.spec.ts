import { describe, expect, it } from '@jest/globals';
import type { StoredGroupOverride } from '@fuel/db';

import { ids } from './offers.fixture.js';
import { normalizeOverrides, requiredOptionIds, siteOptionGroups } from './option-catalogue.js';

const HOSE_GROUP = 2;
const PAYMENT_GROUP = 4;

const hose = (options: StoredGroupOverride['options'], offered = true): StoredGroupOverride => ({
  groupId: HOSE_GROUP,
  offered,
  defaultOptionId: ids.hoseUpTo40m,
  options,
});
const option = (optionId: number, more: Partial<StoredGroupOverride['options'][number]> = {}) => ({
  optionId,
  offered: true,
  label: null,
  description: null,
  ...more,
});

describe('requiredOptionIds', () => {
  it('is empty for the code catalogue and for rows stored before the flag existed', () => {
    expect(requiredOptionIds(siteOptionGroups(1, 1))).toEqual([]);
    expect(requiredOptionIds(siteOptionGroups(1, 1, [hose([option(ids.hoseUpTo60m)])]))).toEqual([]);
  });

  it('names the required options of every group, in catalogue order', () => {
    const groups = siteOptionGroups(2, 1, [
      {
        groupId: PAYMENT_GROUP,
        offered: true,
        defaultOptionId: ids.paymentInvoice,
        options: [option(ids.paypal, { requiredForListing: true })],
      },
      hose([option(ids.hoseUpTo80m, { requiredForListing: true })]),
    ]);
    expect(requiredOptionIds(groups)).toEqual([ids.hoseUpTo80m, ids.paypal]);
    const hose80 = groups
      .find((g) => g.id === HOSE_GROUP)
      ?.options.find((o) => o.definition.id === ids.hoseUpTo80m);
    expect(hose80).toMatchObject({ requiredForListing: true, overridden: true });
  });

  it('does not apply a requirement on an option or group that is not offered', () => {
    const hidden = siteOptionGroups(1, 1, [
      hose([option(ids.hoseUpTo60m, { requiredForListing: true })], false),
    ]);
    const notOffered = siteOptionGroups(1, 1, [
      hose([option(ids.hoseUpTo60m, { offered: false, requiredForListing: true })]),
    ]);
    expect(requiredOptionIds(hidden)).toEqual([]);
    expect(requiredOptionIds(notOffered)).toEqual([]);
  });
});

describe('normalizeOverrides: required for listing', () => {
  it('stores the flag only where it is set', () => {
    const result = normalizeOverrides(1, 1, [
      hose([
        option(ids.hoseUpTo60m, { requiredForListing: true }),
        option(ids.hoseUpTo80m, { requiredForListing: false }),
      ]),
    ]);
    expect(result).toEqual({
      ok: true,
      groups: [hose([option(ids.hoseUpTo60m, { requiredForListing: true }), option(ids.hoseUpTo80m)])],
    });
  });

  it('refuses a required option that is not offered, itself or through its group, in German', () => {
    expect(
      normalizeOverrides(1, 1, [
        hose([option(ids.hoseUpTo60m, { offered: false, requiredForListing: true })]),
      ]),
    ).toEqual({
      ok: false,
      problems: [
        'Die Option „Schlauchlänge bis 60 m“ kann nur Pflicht für die Listung sein, wenn sie angeboten wird.',
      ],
    });
    expect(
      normalizeOverrides(1, 1, [hose([option(ids.hoseUpTo60m, { requiredForListing: true })], false)]),
    ).toEqual({
      ok: false,
      problems: [
        'Die Option „Schlauchlänge bis 60 m“ kann nur Pflicht für die Listung sein, wenn die Gruppe „Schlauchlänge“ angeboten wird.',
      ],
    });
  });
});
