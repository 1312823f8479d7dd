import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import request from 'supertest';
import { auditEvents, type StoredGroupOverride } from '@fuel/db';
import { useSeededTestApp } from '../../../test/test-app.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createUser, randomClientAddress, sessionFrom, TEST_PASSWORD } from '../accounts/accounts.fixture.js';
import type { CalculationResultOutput } from './dto/calculation-result.output.js';
import type { CalculatorInitOutput } from './dto/calculator-init.output.js';
import type { CalculatorParametersOutput } from './dto/calculator-parameters.dto.js';
import type { ConfigurationInput } from './domain/configuration.js';
import { branchSupportsOption } from './domain/pricing.js';
import { MarketRepository } from './market.repository.js';
import { MarketSnapshotService } from './market-snapshot.service.js';

const NOT_ADMIN = [
  'CustomerSupport',
  'DealerSupport',
  'Editor',
  'Financial',
  'Marketing',
  'meXSupport',
  'AdManager',
];
// Austria's heating oil, so calculator tests of the German site running beside this file see no change.
const PATH = '/api/support/calculator-parameters?countryId=2&productGroupId=1';
const HOSE = { groupId: 2, offered: true, defaultOptionId: 25, options: [] };
const VIENNA: ConfigurationInput = {
  ZipCode: '1010',
  Amount: 3000,
  Stations: 1,
  ProductGroupId: 1,
  Product: { Id: 6, ClimateNeutral: false },
  Parameters: [],
  CountryId: 2,
};
const MUNICH: ConfigurationInput = {
  ...VIENNA,
  ZipCode: '80331',
  Product: { Id: 1, ClimateNeutral: false },
  CountryId: 1,
};

describe('calculator parameters (/support/parameter-requirement)', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  let adminToken: string;
  const tokenOf = async (role?: string) => {
    const user = await createUser(app(), role ? { roles: [`Role_Interaid_${role}`] } : {});
    const res = await http()
      .post('/api/account/jwt/anmelden')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ UserName: user.email, Password: TEST_PASSWORD })
      .expect(200);
    return sessionFrom(res).token;
  };
  const save = (body: object, path = PATH) =>
    http().put(path).set('Authorization', `Bearer ${adminToken}`).send(body);
  const init = async () =>
    (await http().get('/api/kalkulation/init/2/1').expect(200)).body as CalculatorInitOutput;
  const defaults = (catalogue: CalculatorInitOutput) =>
    catalogue.Groups.flatMap((g) => g.Parameters.filter((p) => p.Selected).map((p) => p.Id));

  beforeAll(async () => {
    adminToken = await tokenOf('Admin');
  });
  // After every test, so a failed one leaves no override behind for the next.
  afterEach(async () => {
    await http().delete(PATH).set('Authorization', `Bearer ${adminToken}`);
  });

  it('serves the code catalogue with nothing marked while no override is stored', async () => {
    const res = await http().get(PATH).set('Authorization', `Bearer ${adminToken}`).expect(200);
    const body = res.body as CalculatorParametersOutput;
    expect(body.changedAt).toBeNull();
    expect(body.groups.map((g) => [g.key, g.defaultOptionId, g.overridden])).toEqual([
      ['deliveryTime', 5, false],
      ['hoseLength', 24, false],
      ['tanker', -2, false],
      ['payment', 11, false],
      ['deliveryWindow', 9, false],
    ]);
  });

  it('changes the calculator default, hides an option and renames one, audited, and resets', async () => {
    const res = await save({
      groups: [
        HOSE,
        {
          groupId: 5,
          offered: true,
          defaultOptionId: 9,
          options: [
            { optionId: 16, offered: false },
            { optionId: 10, offered: true, label: 'Vormittags (7–12 Uhr)', description: 'früh am Tag' },
          ],
        },
      ],
    }).expect(200);
    const saved = res.body as CalculatorParametersOutput;
    const hose = saved.groups.find((g) => g.key === 'hoseLength');
    expect(hose).toMatchObject({ defaultOptionId: 25, codeDefaultOptionId: 24, overridden: true });
    const morning = saved.groups.find((g) => g.key === 'deliveryWindow')?.options.find((o) => o.id === 10);
    expect(morning).toMatchObject({
      label: 'Vormittags (7–12 Uhr)',
      codeLabel: 'vormittags',
      overridden: true,
    });

    const catalogue = await init();
    expect(defaults(catalogue)).toEqual([5, 25, -2, 11, 9]);
    const window = catalogue.Groups.find((g) => g.Key === 'deliveryWindow');
    expect(window?.Parameters.map((p) => [p.Id, p.Label])).toEqual([
      [9, 'ganztägig'],
      [10, 'Vormittags (7–12 Uhr)'],
    ]);
    const hidden = await http()
      .post('/api/kalkulation/berechnen')
      .send({
        ZipCode: '1010',
        Amount: 3000,
        Stations: 1,
        ProductGroupId: 1,
        Product: { Id: 6, ClimateNeutral: false },
        Parameters: [{ Id: 16 }],
        CountryId: 2,
      })
      .expect(400);
    expect((hidden.body as ErrorResponse).message).toContain('Die Option 16 wird derzeit nicht angeboten.');

    const [audit] = await app()
      .get(TransactionRunner)
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'calculator.configure'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit).toMatchObject({ entityType: 'calculatorOptions', entityId: '2:1', before: null });
    expect(audit?.after).toMatchObject({ groups: [{ groupId: 2, defaultOptionId: 25 }, { groupId: 5 }] });

    await http().delete(PATH).set('Authorization', `Bearer ${adminToken}`).expect(204);
    expect(defaults(await init())).toEqual([5, 24, -2, 11, 9]);
    const [resetAudit] = await app()
      .get(TransactionRunner)
      .db.select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'calculator.configure'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(resetAudit).toMatchObject({ entityId: '2:1', after: null });
  });

  it.each([
    ['an unknown group', { groups: [{ ...HOSE, groupId: 99 }] }, 'Die Optionsgruppe 99 gibt es'],
    ['an option of another group', { groups: [{ ...HOSE, defaultOptionId: 5 }] }, 'Die Standardoption 5'],
    [
      'an unknown option',
      { groups: [{ ...HOSE, options: [{ optionId: 777, offered: true }] }] },
      'Die Option 777 gibt es',
    ],
    [
      'a default that is not offered',
      { groups: [{ ...HOSE, options: [{ optionId: 25, offered: false }] }] },
      'muss angeboten werden',
    ],
    [
      'an empty label',
      { groups: [{ ...HOSE, options: [{ optionId: 25, offered: true, label: '' }] }] },
      '1 bis 80 Zeichen',
    ],
    [
      'a long description',
      { groups: [{ ...HOSE, options: [{ optionId: 25, offered: true, description: 'x'.repeat(501) }] }] },
      'höchstens 500 Zeichen',
    ],
    ['no groups', {}, 'Optionsgruppen'],
    [
      'a required option that is not offered',
      { groups: [{ ...HOSE, options: [{ optionId: 26, offered: false, requiredForListing: true }] }] },
      'Die Option „Schlauchlänge bis 80 m“ kann nur Pflicht für die Listung sein, wenn sie angeboten wird.',
    ],
    [
      'a required option in a hidden group',
      {
        groups: [
          { ...HOSE, offered: false, options: [{ optionId: 26, offered: true, requiredForListing: true }] },
        ],
      },
      'wenn die Gruppe „Schlauchlänge“ angeboten wird.',
    ],
    [
      'a requirement that is not yes or no',
      { groups: [{ ...HOSE, options: [{ optionId: 26, offered: true, requiredForListing: 'ja' }] }] },
      'Pflicht für die Listung muss ja oder nein sein.',
    ],
  ])('refuses %s with a German 400', async (_name, body, message) => {
    const res = await save(body).expect(400);
    // Field checks name the field in the message and say what is wrong in the field errors.
    expect(JSON.stringify(res.body as ErrorResponse)).toContain(message);
  });

  describe('options required for listing', () => {
    const calculate = async (body: object) =>
      (await http().post('/api/kalkulation/berechnen').send(body).expect(200))
        .body as CalculationResultOutput;
    const branchIds = (result: CalculationResultOutput) => result.Items.map((o) => o.BranchId);
    /** Whether a listed branch delivers the option with its price list of the configuration's product. */
    const delivers = (config: ConfigurationInput, branchId: number, optionId: number) => {
      const branch = app()
        .get(MarketSnapshotService)
        .current.servingBranches(config.CountryId, config.ZipCode)
        .find((b) => b.branchId === branchId);
      const list = branch?.priceLists.get(config.Product.Id);
      if (!branch || !list) throw new Error(`branch ${branchId} is not in the market`);
      return branchSupportsOption(branch, list, optionId);
    };
    const requirement = (groupId: number, defaultOptionId: number, optionId: number, required: boolean) => ({
      groups: [
        {
          groupId,
          offered: true,
          defaultOptionId,
          options: [{ optionId, offered: true, requiredForListing: required }],
        },
      ],
    });

    it('lists only branches that deliver a required option, on that site and product group only, until unmarked', async () => {
      const catalogue = (await http().get(PATH).set('Authorization', `Bearer ${adminToken}`).expect(200))
        .body as CalculatorParametersOutput;
      expect(catalogue.groups.flatMap((g) => g.options).every((o) => !o.requiredForListing)).toBe(true);
      const vienna = branchIds(await calculate(VIENNA));
      const munich = branchIds(await calculate(MUNICH));
      // An option some of Vienna's listed dealers deliver and some do not, and Munich has one without it.
      const candidate = catalogue.groups
        .flatMap((g) =>
          g.options
            .filter((o) => o.id !== g.codeDefaultOptionId)
            .map((o) => ({ group: g, optionId: o.id, label: o.label })),
        )
        .find(({ optionId }) => {
          const delivering = vienna.filter((id) => delivers(VIENNA, id, optionId));
          return (
            delivering.length > 0 &&
            delivering.length < vienna.length &&
            munich.some((id) => !delivers(MUNICH, id, optionId))
          );
        });
      if (!candidate) throw new Error('the demo market has no option that splits the Vienna dealers');
      const { group, optionId } = candidate;

      const saved = (await save(requirement(group.id, group.defaultOptionId, optionId, true)).expect(200))
        .body as CalculatorParametersOutput;
      expect(
        saved.groups.find((g) => g.id === group.id)?.options.find((o) => o.id === optionId),
      ).toMatchObject({
        requiredForListing: true,
        overridden: true,
      });

      const listed = await calculate(VIENNA);
      expect(branchIds(listed)).toEqual(vienna.filter((id) => delivers(VIENNA, id, optionId)));
      expect(listed.Items.map((o) => o.Rank)).toEqual(listed.Items.map((_, i) => i + 1));
      // The offer list's default call and the upselling see the same dealers.
      const byDefault = (await http().post('/api/kalkulation/berechnen-default').send(VIENNA).expect(200))
        .body as CalculationResultOutput;
      expect(branchIds(byDefault)).toEqual(branchIds(listed));
      // Other sites keep every dealer.
      const munichAfter = branchIds(await calculate(MUNICH));
      expect(munichAfter.some((id) => !delivers(MUNICH, id, optionId))).toBe(true);

      const [audit] = await app()
        .get(TransactionRunner)
        .db.select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'calculator.configure'), eq(auditEvents.entityId, '2:1')))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      expect(audit?.after).toEqual({
        groups: [
          {
            groupId: group.id,
            offered: true,
            defaultOptionId: group.defaultOptionId,
            options: [{ optionId, offered: true, label: null, description: null, requiredForListing: true }],
          },
        ],
      });

      await save(requirement(group.id, group.defaultOptionId, optionId, false)).expect(200);
      expect(branchIds(await calculate(VIENNA))).toEqual(vienna);
    });
  });

  it('keeps exactly one consistent state after 50 parallel saves, each audited against the one before', async () => {
    const revisionBefore = await app().get(MarketRepository).revision();
    const [lastBefore] = await app()
      .get(TransactionRunner)
      .db.select({ id: auditEvents.id })
      .from(auditEvents)
      .orderBy(desc(auditEvents.id))
      .limit(1);
    const labels = Array.from({ length: 50 }, (_, i) => `Schlauch ${i}`);
    const answers = await Promise.all(
      labels.map((label) =>
        save({ groups: [{ ...HOSE, options: [{ optionId: 25, offered: true, label }] }] }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));

    const hoseLabel = (body: CalculatorParametersOutput) =>
      body.groups.find((g) => g.key === 'hoseLength')?.options.find((o) => o.id === 25)?.label;
    const stored = hoseLabel(
      (await http().get(PATH).set('Authorization', `Bearer ${adminToken}`).expect(200))
        .body as CalculatorParametersOutput,
    );
    expect(labels).toContain(stored);
    // This process serves the stored state as soon as the last save answered, not an earlier one.
    const served = (await init()).Groups.find((g) => g.Key === 'hoseLength')?.Parameters.find(
      (p) => p.Id === 25,
    );
    expect(served?.Label).toBe(stored);
    // Each save bumped the market revision; test files running beside this one may bump it too.
    expect(await app().get(MarketRepository).revision()).toBeGreaterThanOrEqual(revisionBefore + 50);

    const events = await app()
      .get(TransactionRunner)
      .db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'calculator.configure'), gt(auditEvents.id, lastBefore?.id ?? 0)))
      .orderBy(asc(auditEvents.id));
    expect(events).toHaveLength(50);
    const labelOf = (state: unknown) =>
      (state as { groups: StoredGroupOverride[] } | null)?.groups[0]?.options[0]?.label;
    events.slice(1).forEach((event, i) => expect(labelOf(event.before)).toBe(labelOf(events[i]?.after)));
    expect(labelOf(events.at(-1)?.after)).toBe(stored);
    await http().delete(PATH).set('Authorization', `Bearer ${adminToken}`).expect(204);
    // 50 saves queue on one lock and each reloads the market: more than Jest's 30 s on a busy machine.
  }, 120_000);

  it('refuses a NUL in a label with a German 400 and stores nothing', async () => {
    const res = await save({
      groups: [{ ...HOSE, options: [{ optionId: 25, offered: true, label: 'Schlauch\u0000' }] }],
    }).expect(400);
    expect((res.body as ErrorResponse).message).toContain('NUL');
    const body = (await http().get(PATH).set('Authorization', `Bearer ${adminToken}`).expect(200))
      .body as CalculatorParametersOutput;
    expect(body.changedAt).toBeNull();
  });

  it('refuses a signed-out admin token on reading, saving and resetting', async () => {
    const token = await tokenOf('Admin');
    await http().post('/api/account/jwt/abmelden').set('Authorization', `Bearer ${token}`).expect(200);
    await http().get(PATH).set('Authorization', `Bearer ${token}`).expect(401);
    await http()
      .put(PATH)
      .set('Authorization', `Bearer ${token}`)
      .send({ groups: [HOSE] })
      .expect(401);
    await http().delete(PATH).set('Authorization', `Bearer ${token}`).expect(401);
    const body = (await http().get(PATH).set('Authorization', `Bearer ${adminToken}`).expect(200))
      .body as CalculatorParametersOutput;
    expect(body.changedAt).toBeNull();
  });

  it('refuses an unknown site or product group', async () => {
    await save({ groups: [] }, '/api/support/calculator-parameters?countryId=9&productGroupId=1').expect(400);
    await save({ groups: [] }, '/api/support/calculator-parameters?countryId=1&productGroupId=0').expect(400);
  });

  it('is for admins only', async () => {
    await http().get(PATH).expect(401);
    for (const role of [undefined, ...NOT_ADMIN]) {
      const token = await tokenOf(role);
      await http().get(PATH).set('Authorization', `Bearer ${token}`).expect(403);
      await http()
        .put(PATH)
        .set('Authorization', `Bearer ${token}`)
        .send({ groups: [HOSE] })
        .expect(403);
      await http().delete(PATH).set('Authorization', `Bearer ${token}`).expect(403);
    }
  });
});
