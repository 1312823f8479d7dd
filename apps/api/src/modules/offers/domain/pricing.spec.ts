import { describe, expect, it } from '@jest/globals';

import type { BranchView, IneligibleReason, Offer, OfferRequest, PricingResult } from './market.types.js';
import {
  FRIDAY,
  NEXT_MONDAY,
  SATURDAY,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
  ids,
  makeBranch,
  makeOffer,
  makePriceList,
  makeRequest,
  withOption,
} from './offers.fixture.js';
import { branchSupportsOption, calculateOffers, createPricer, priceOffer } from './pricing.js';

function offerOf(result: PricingResult): Offer {
  if (!result.ok) throw new Error(`expected an offer, got ${result.reason}`);
  return result.offer;
}

function reasonOf(result: PricingResult): IneligibleReason {
  if (result.ok) throw new Error('expected no offer');
  return result.reason;
}

const price = (branch: BranchView, request: Partial<OfferRequest> = {}): Offer =>
  offerOf(priceOffer(branch, makeRequest(request)));
const refuse = (branch: BranchView, request: Partial<OfferRequest> = {}): IneligibleReason =>
  reasonOf(priceOffer(branch, makeRequest(request)));

/** A price list with one flat tier, so totals are easy to follow by hand. */
const flatPrice = (netPer100: number) => makePriceList({ tiers: [{ minAmount: 500, netPer100 }] });

describe('priceOffer', () => {
  it('prices the default request: tier price, 19 % VAT rounded half up, all-in price per 100 l', () => {
    const branch = makeBranch();
    expect(price(branch)).toEqual(
      makeOffer({
        baseNetPer100: 8945,
        baseNetTotal: 268_350,
        netTotal: 268_350,
        vatRateBasisPoints: 1900,
        // 268,350 × 19 % = 50,986.5
        vatTotal: 50_987,
        grossTotal: 319_337,
        // 319,337 × 100 / 3000 = 10,644.57
        grossPer100: 10_645,
        earliestDelivery: THURSDAY,
        latestDelivery: '2025-06-10',
        paymentOptionIds: branch.paymentOptionIds,
        monthlyRateCount: 12,
      }),
    );
  });

  describe('tiers', () => {
    it.each([
      [500, 9500, 47_500],
      [1499, 9500, 142_405],
      [1500, 9100, 136_500],
      [2999, 9100, 272_909],
      [3000, 8945, 268_350],
      [4999, 8945, 447_161],
      [5000, 8800, 440_000],
      [32000, 8800, 2_816_000],
    ])(
      'uses the tier with the greatest minAmount ≤ %i l: %i per 100 l, %i in all (rounded half up)',
      (amount, netPer100, total) => {
        const offer = price(makeBranch(), { amount });
        expect(offer.baseNetPer100).toBe(netPer100);
        expect(offer.baseNetTotal).toBe(total);
      },
    );

    it('does not depend on the order of the tiers', () => {
      const reversed = makeBranch({}, [makePriceList({ tiers: [...makePriceList().tiers].reverse() })]);
      expect(price(reversed, { amount: 1500 }).baseNetPer100).toBe(9100);
      expect(price(reversed, { amount: 1499 }).baseNetPer100).toBe(9500);
    });
  });

  describe('surcharges', () => {
    it('adds an option surcharge per 100 l', () => {
      const offer = price(makeBranch(), { options: withOption(ids.express48) });
      expect(offer.surcharges).toEqual([
        {
          kind: 'option',
          optionId: ids.express48,
          label: 'Expresslieferung 48 h',
          netPer100: 250,
          netTotal: 7500,
        },
      ]);
      expect(offer.netTotal).toBe(268_350 + 7500);
    });

    it('adds a flat option surcharge', () => {
      const offer = price(makeBranch(), { options: withOption(ids.hoseUpTo60m) });
      expect(offer.surcharges).toEqual([
        {
          kind: 'option',
          optionId: ids.hoseUpTo60m,
          label: 'Schlauchlänge bis 60 m',
          netPer100: 0,
          netTotal: 3000,
        },
      ]);
      expect(offer.netTotal).toBe(268_350 + 3000);
    });

    it('adds an option surcharge with both parts', () => {
      const offer = price(makeBranch(), { options: withOption(ids.express24) });
      expect(offer.surcharges).toEqual([
        {
          kind: 'option',
          optionId: ids.express24,
          label: 'Expresslieferung 24 h',
          netPer100: 400,
          netTotal: 14_500,
        },
      ]);
    });

    it('charges the small-quantity surcharge below the threshold, not at it', () => {
      const below = price(makeBranch(), { amount: 999 });
      expect(below.surcharges).toEqual([
        { kind: 'smallQuantity', label: 'Mindermengenzuschlag', netPer100: 500, netTotal: 4995 },
      ]);
      expect(below.netTotal).toBe(94_905 + 4995);
      expect(price(makeBranch(), { amount: 1000 }).surcharges).toEqual([]);
    });

    it('adds the climate-neutral surcharge per 100 l', () => {
      const offer = price(makeBranch(), { climateNeutral: true });
      expect(offer.climateNeutral).toBe(true);
      expect(offer.surcharges).toEqual([
        { kind: 'climateNeutral', label: 'Klimaneutral (CO₂-Kompensation)', netPer100: 120, netTotal: 3600 },
      ]);
    });

    it('charges every delivery point beyond the first', () => {
      expect(price(makeBranch(), { stations: 1 }).surcharges).toEqual([]);
      expect(price(makeBranch(), { stations: 2 }).surcharges).toEqual([
        { kind: 'extraStations', label: '1 weitere Abladestelle', netPer100: 0, netTotal: 2000 },
      ]);
      expect(price(makeBranch(), { stations: 3 }).surcharges).toEqual([
        { kind: 'extraStations', label: '2 weitere Abladestellen', netPer100: 0, netTotal: 4000 },
      ]);
    });

    it('lists options in request order, then small quantity, climate neutral and extra stations', () => {
      const offer = price(makeBranch(), {
        amount: 800,
        climateNeutral: true,
        stations: 2,
        options: [
          { id: ids.morningWindow },
          { id: ids.express48 },
          { id: ids.hoseUpTo60m },
          { id: ids.anyTanker },
          { id: ids.paypal },
        ],
      });
      expect(offer.surcharges.map((line) => line.optionId ?? line.kind)).toEqual([
        ids.morningWindow,
        ids.express48,
        ids.hoseUpTo60m,
        ids.paypal,
        'smallQuantity',
        'climateNeutral',
        'extraStations',
      ]);
      // 800 l: base 76,000; 400 + 2,000 + 3,000 + 150 + 4,000 + 960 + 2,000
      expect(offer.netTotal).toBe(76_000 + 400 + 2000 + 3000 + 150 + 4000 + 960 + 2000);
    });

    it('offers an option with an empty surcharge entry at no cost, without a line', () => {
      const branch = makeBranch({}, [makePriceList({ optionSurcharges: { [ids.smallTanker]: {} } })]);
      const offer = price(branch, { options: withOption(ids.smallTanker) });
      expect(offer.surcharges).toEqual([]);
      expect(offer.netTotal).toBe(268_350);
    });
  });

  describe('cent arithmetic', () => {
    it('rounds each line on its own, half up, so the lines add up to the net total', () => {
      const branch = makeBranch({}, [
        makePriceList({
          tiers: [{ minAmount: 500, netPer100: 9501 }],
          optionSurcharges: { [ids.morningWindow]: { netPer100: 51 } },
        }),
      ]);
      const offer = price(branch, { amount: 1250, options: withOption(ids.morningWindow) });
      // 9,501 × 12.5 = 118,762.5 → 118,763 and 51 × 12.5 = 637.5 → 638; one rounding of 9,552 × 12.5 would give 119,400.
      expect(offer.baseNetTotal).toBe(118_763);
      expect(offer.surcharges[0]?.netTotal).toBe(638);
      expect(offer.netTotal).toBe(119_401);
    });

    it('keeps every amount an integer and every sum exact, for any amount and every surcharge kind', () => {
      const branch = makeBranch();
      for (let amount = 500; amount <= 32000; amount += 7) {
        const request = makeRequest({
          amount,
          climateNeutral: true,
          stations: 3,
          options: [
            { id: ids.express24 },
            { id: ids.hoseUpTo60m },
            { id: ids.anyTanker },
            { id: ids.paypal },
            { id: ids.morningWindow },
          ],
        });
        const offer = offerOf(createPricer(request)(branch));
        const money = [
          offer.baseNetTotal,
          offer.netTotal,
          offer.vatTotal,
          offer.grossTotal,
          offer.grossPer100,
        ];
        for (const line of offer.surcharges) money.push(line.netTotal);
        expect(money.every(Number.isSafeInteger)).toBe(true);
        expect(offer.surcharges.reduce((sum, line) => sum + line.netTotal, offer.baseNetTotal)).toBe(
          offer.netTotal,
        );
        expect(offer.grossTotal).toBe(offer.netTotal + offer.vatTotal);
        // The roundings, checked in integers: |VAT − net × 19 %| ≤ ½ cent, |grossPer100 − gross × 100 / amount| ≤ ½.
        expect(Math.abs(offer.vatTotal * 10_000 - offer.netTotal * 1900)).toBeLessThanOrEqual(5000);
        expect(Math.abs(offer.grossPer100 * amount - offer.grossTotal * 100) * 2).toBeLessThanOrEqual(amount);
      }
    });
  });

  describe('VAT per site', () => {
    it.each([
      [1, 1900, 57_000, 11_900],
      [2, 2000, 60_000, 12_000],
      [3, 810, 24_300, 10_810],
    ] as const)('country %i: %i basis points on net 300,000', (countryId, rate, vat, grossPer100) => {
      const offer = price(makeBranch({ countryId }, [flatPrice(10_000)]), { countryId });
      expect(offer.netTotal).toBe(300_000);
      expect(offer.vatRateBasisPoints).toBe(rate);
      expect(offer.vatTotal).toBe(vat);
      expect(offer.grossTotal).toBe(300_000 + vat);
      expect(offer.grossPer100).toBe(grossPer100);
    });

    it('rounds VAT half up to the cent or Rappen', () => {
      // 268,350 × 8.1 % = 21,736.35; × 20 % = 53,670; × 19 % = 50,986.5
      expect(price(makeBranch({ countryId: 3 }), { countryId: 3 }).vatTotal).toBe(21_736);
      expect(price(makeBranch({ countryId: 2 }), { countryId: 2 }).vatTotal).toBe(53_670);
      expect(price(makeBranch()).vatTotal).toBe(50_987);
    });
  });

  describe('grossPer100', () => {
    it('rounds the all-in price per 100 l half up', () => {
      // 2,000 l at 80.08: net 160,160, VAT 30,430, gross 190,590 → 9,529.5
      expect(price(makeBranch({}, [flatPrice(8008)]), { amount: 2000 }).grossPer100).toBe(9530);
      // 2,223 l at 91.00: gross 240,729 → 10,829.01
      expect(price(makeBranch(), { amount: 2223 })).toMatchObject({
        grossTotal: 240_729,
        grossPer100: 10_829,
      });
      // 2,222 l at 91.00: gross 240,620 → 10,828.98
      expect(price(makeBranch(), { amount: 2222 })).toMatchObject({
        grossTotal: 240_620,
        grossPer100: 10_829,
      });
    });
  });

  describe('options', () => {
    it('charges nothing for group defaults, even without surcharge entries or accepted payments', () => {
      const branch = makeBranch({ paymentOptionIds: [] }, [makePriceList({ optionSurcharges: {} })]);
      const offer = price(branch);
      expect(offer.surcharges).toEqual([]);
      expect(offer.netTotal).toBe(268_350);
    });

    it('ignores a surcharge entry for a group default', () => {
      const branch = makeBranch({}, [
        makePriceList({
          optionSurcharges: {
            [ids.standardDelivery]: { netFlat: 999 },
            [ids.paymentInvoice]: { netPer100: 10 },
          },
        }),
      ]);
      expect(price(branch).netTotal).toBe(268_350);
    });

    it('accepts a payment option the branch takes, with its surcharge if it has one', () => {
      expect(price(makeBranch(), { options: withOption(ids.sepaDirectDebit) }).surcharges).toEqual([]);
      expect(price(makeBranch(), { options: withOption(ids.paypal) }).surcharges).toEqual([
        { kind: 'option', optionId: ids.paypal, label: 'PayPal', netPer100: 0, netTotal: 150 },
      ]);
      const instalment = price(makeBranch(), { options: withOption(ids.instalment) });
      expect(instalment.monthlyRateCount).toBe(12);
    });

    it('dates express and desired-date deliveries', () => {
      expect(price(makeBranch(), { options: withOption(ids.express48) })).toMatchObject({
        earliestDelivery: WEDNESDAY,
        latestDelivery: WEDNESDAY,
      });
      expect(price(makeBranch(), { options: withOption(ids.express24), today: FRIDAY })).toMatchObject({
        earliestDelivery: NEXT_MONDAY,
        latestDelivery: NEXT_MONDAY,
      });
      const desired = price(makeBranch(), { options: withOption(ids.desiredDate, FRIDAY) });
      expect(desired).toMatchObject({ earliestDelivery: FRIDAY, latestDelivery: FRIDAY });
      expect(desired.surcharges).toEqual([
        { kind: 'option', optionId: ids.desiredDate, label: 'Wunschtermin', netPer100: 0, netTotal: 1500 },
      ]);
    });

    it('passes the branch to the holiday seam', () => {
      const seen: number[] = [];
      const isHoliday = (isoDate: string, branch: BranchView) => {
        seen.push(branch.branchId);
        return branch.branchId === 2 && isoDate === NEXT_MONDAY;
      };
      const pricer = createPricer(makeRequest({ today: THURSDAY }), { isHoliday });
      // Lead time 3 from Thursday: Friday, Monday, Tuesday; the holiday on Monday moves it to Wednesday.
      expect(offerOf(pricer(makeBranch({ branchId: 1 }))).earliestDelivery).toBe('2025-06-10');
      expect(offerOf(pricer(makeBranch({ branchId: 2 }))).earliestDelivery).toBe('2025-06-11');
      expect(new Set(seen)).toEqual(new Set([1, 2]));
    });
  });

  describe('ineligible branches', () => {
    it('PRODUCT_NOT_OFFERED without a price list for the product', () => {
      expect(refuse(makeBranch(), { productId: 2 })).toBe('PRODUCT_NOT_OFFERED');
      expect(refuse(makeBranch({}, []))).toBe('PRODUCT_NOT_OFFERED');
    });

    it('AMOUNT_OUT_OF_RANGE outside the price list limits or below every tier', () => {
      expect(refuse(makeBranch(), { amount: 499 })).toBe('AMOUNT_OUT_OF_RANGE');
      expect(refuse(makeBranch(), { amount: 32_001 })).toBe('AMOUNT_OUT_OF_RANGE');
      expect(refuse(makeBranch(), { amount: 1000.5 })).toBe('AMOUNT_OUT_OF_RANGE');
      const from1000 = makeBranch({}, [makePriceList({ minAmount: 1000, maxAmount: 20_000 })]);
      expect(refuse(from1000, { amount: 999 })).toBe('AMOUNT_OUT_OF_RANGE');
      expect(price(from1000, { amount: 1000 }).baseNetPer100).toBe(9500);
      expect(price(from1000, { amount: 20_000 }).baseNetPer100).toBe(8800);
      expect(refuse(from1000, { amount: 20_001 })).toBe('AMOUNT_OUT_OF_RANGE');
      const tiersFrom1000 = makeBranch({}, [
        makePriceList({ tiers: [{ minAmount: 1000, netPer100: 9000 }] }),
      ]);
      expect(refuse(tiersFrom1000, { amount: 800 })).toBe('AMOUNT_OUT_OF_RANGE');
    });

    it('OPTION_NOT_OFFERED for a non-default option without a surcharge entry, or outside the catalogue', () => {
      expect(refuse(makeBranch(), { options: withOption(ids.hoseUpTo80m) })).toBe('OPTION_NOT_OFFERED');
      expect(refuse(makeBranch(), { options: [...withOption(ids.hoseUpTo40m), { id: 999 }] })).toBe(
        'OPTION_NOT_OFFERED',
      );
    });

    it('PAYMENT_NOT_ACCEPTED for a payment option the branch does not take, surcharge entry or not', () => {
      expect(refuse(makeBranch(), { options: withOption(ids.cashOnDelivery) })).toBe('PAYMENT_NOT_ACCEPTED');
      const noPaypal = makeBranch({ paymentOptionIds: [ids.paymentInvoice] });
      expect(refuse(noPaypal, { options: withOption(ids.paypal) })).toBe('PAYMENT_NOT_ACCEPTED');
    });

    it('CLIMATE_NEUTRAL_NOT_OFFERED without a climate-neutral price', () => {
      const branch = makeBranch({}, [makePriceList({ climateNeutralNetPer100: null })]);
      expect(refuse(branch, { climateNeutral: true })).toBe('CLIMATE_NEUTRAL_NOT_OFFERED');
      expect(price(branch).climateNeutral).toBe(false);
    });

    it('DESIRED_DATE_NOT_POSSIBLE before the express 48 h date or on a day without deliveries', () => {
      expect(refuse(makeBranch(), { options: withOption(ids.desiredDate, TUESDAY) })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
      expect(refuse(makeBranch(), { options: withOption(ids.desiredDate, SATURDAY) })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
      expect(refuse(makeBranch(), { options: withOption(ids.desiredDate) })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
      expect(refuse(makeBranch(), { options: withOption(ids.desiredDate, '2025-06-31') })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
    });

    it('NO_DELIVERY_DATE for a branch without delivery weekdays', () => {
      expect(refuse(makeBranch({ deliveryWeekdays: 0 }))).toBe('NO_DELIVERY_DATE');
    });

    it('reports the first failure in a fixed order', () => {
      const noClimate = makeBranch({ deliveryWeekdays: 0 }, [
        makePriceList({ climateNeutralNetPer100: null }),
      ]);
      const everything = { climateNeutral: true, options: withOption(ids.hoseUpTo80m) };
      expect(refuse(noClimate, { ...everything, productId: 2 })).toBe('PRODUCT_NOT_OFFERED');
      expect(refuse(noClimate, { ...everything, amount: 100 })).toBe('AMOUNT_OUT_OF_RANGE');
      expect(refuse(noClimate, everything)).toBe('OPTION_NOT_OFFERED');
      expect(refuse(noClimate, { climateNeutral: true })).toBe('CLIMATE_NEUTRAL_NOT_OFFERED');
      expect(refuse(noClimate)).toBe('NO_DELIVERY_DATE');
    });
  });

  it('refuses a request whose date is not a date', () => {
    expect(() => priceOffer(makeBranch(), makeRequest({ today: '02.06.2025' }))).toThrow(RangeError);
  });

  it('prices the same through createPricer and priceOffer', () => {
    const request = makeRequest({ options: withOption(ids.express24) });
    expect(createPricer(request)(makeBranch())).toEqual(priceOffer(makeBranch(), request));
  });
});

describe('calculateOffers', () => {
  it('prices every branch, ranks the offers and counts the others by reason', () => {
    const branches = new Map([
      [1, makeBranch({ branchId: 1 }, [flatPrice(9000)])],
      [2, makeBranch({ branchId: 2 }, [flatPrice(8500)])],
      [3, makeBranch({ branchId: 3 }, [makePriceList({ productId: 2 })])],
      [4, makeBranch({ branchId: 4, paymentOptionIds: [] })],
      [5, makeBranch({ branchId: 5 }, [makePriceList({ productId: 3 })])],
      [6, makeBranch({ branchId: 6 }, [flatPrice(8800)])],
    ]);
    const { offers, ineligible } = calculateOffers(
      branches.values(),
      makeRequest({ options: withOption(ids.sepaDirectDebit) }),
    );
    expect(offers.map((offer) => offer.branchId)).toEqual([2, 6, 1]);
    expect(ineligible).toEqual(
      new Map<IneligibleReason, number>([
        ['PRODUCT_NOT_OFFERED', 2],
        ['PAYMENT_NOT_ACCEPTED', 1],
      ]),
    );
  });

  it('leaves out the branches that lack an option the site requires for listing, whatever was selected', () => {
    const withHose = makeBranch({ branchId: 1 }, [flatPrice(9000)]);
    const withoutHose = makeBranch({ branchId: 2 }, [
      makePriceList({ tiers: [{ minAmount: 500, netPer100: 8000 }], optionSurcharges: {} }),
    ]);
    const withoutPaypal = makeBranch({ branchId: 3, paymentOptionIds: [ids.paymentInvoice] }, [
      flatPrice(8500),
    ]);
    const branches = [withHose, withoutHose, withoutPaypal];
    const listed = (requiredOptionIds: number[]) =>
      calculateOffers(branches, makeRequest({ requiredOptionIds })).offers.map((o) => o.branchId);

    expect(listed([])).toEqual([2, 3, 1]);
    expect(listed([ids.hoseUpTo60m])).toEqual([3, 1]);
    expect(listed([ids.paypal])).toEqual([2, 1]);
    expect(listed([ids.hoseUpTo60m, ids.paypal])).toEqual([1]);
    // The catalogue's defaults come with every delivery: requiring one lists everybody.
    expect(listed([ids.standardDelivery, ids.hoseUpTo40m, ids.paymentInvoice])).toEqual([2, 3, 1]);
    const { ineligible } = calculateOffers(branches, makeRequest({ requiredOptionIds: [ids.hoseUpTo60m] }));
    expect(ineligible).toEqual(new Map<IneligibleReason, number>([['REQUIRED_OPTION_NOT_SUPPORTED', 1]]));
  });

  it('checks a requirement against the price list of the requested product', () => {
    const branch = makeBranch({}, [
      makePriceList({ productId: 1 }),
      makePriceList({ productId: 2, optionSurcharges: {} }),
    ]);
    const request = { requiredOptionIds: [ids.express48] };
    expect(price(branch, request).productId).toBe(1);
    expect(refuse(branch, { ...request, productId: 2 })).toBe('REQUIRED_OPTION_NOT_SUPPORTED');
  });

  it('returns nothing for no branches', () => {
    const { offers, ineligible } = calculateOffers([], makeRequest());
    expect(offers).toEqual([]);
    expect(ineligible.size).toBe(0);
  });
});

describe('branchSupportsOption', () => {
  const branch = makeBranch({ paymentOptionIds: [ids.paymentInvoice, ids.paypal] });
  const list = makePriceList({
    optionSurcharges: { [ids.express48]: {}, [ids.hoseUpTo60m]: { netFlat: 3000 } },
  });

  it('counts a surcharge entry, zero included, as delivering the option', () => {
    expect(branchSupportsOption(branch, list, ids.express48)).toBe(true);
    expect(branchSupportsOption(branch, list, ids.hoseUpTo60m)).toBe(true);
    expect(branchSupportsOption(branch, list, ids.express24)).toBe(false);
    expect(branchSupportsOption(branch, list, ids.smallTanker)).toBe(false);
  });

  it('reads payment options from the branch, not the price list', () => {
    expect(branchSupportsOption(branch, list, ids.paypal)).toBe(true);
    expect(branchSupportsOption(branch, list, ids.sepaDirectDebit)).toBe(false);
    expect(
      branchSupportsOption(
        branch,
        makePriceList({ optionSurcharges: { [ids.cashOnDelivery]: {} } }),
        ids.cashOnDelivery,
      ),
    ).toBe(false);
  });

  it('always delivers the catalogue defaults and never an id outside the catalogue', () => {
    const bare = makeBranch({ paymentOptionIds: [] });
    const empty = makePriceList({ optionSurcharges: {} });
    for (const id of [ids.standardDelivery, ids.hoseUpTo40m, ids.anyTanker, ids.paymentInvoice]) {
      expect(branchSupportsOption(bare, empty, id)).toBe(true);
    }
    expect(branchSupportsOption(branch, list, 777)).toBe(false);
  });
});
