import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import request from 'supertest';
import { auditEvents, type StoredGroupOverride } from '@fuel/db';
import { useSeededTestApp } from '../../../test/test-app.js';
import { TransactionRunner } from '../../core/database/transaction-runner.js';
import type { ErrorResponse } from '../../core/http/error-response.js';
import { createUser, randomClientAddress, sessionFrom, TEST_PASSWORD } from '../accounts/accounts.fixture.js';
import type { CalculatorInitOutput } from './dto/calculator-init.output.js';
import type { CalculatorParametersOutput } from './dto/calculator-parameters.dto.js';
import { MarketRepository } from './market.repository.js';

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
  ])('refuses %s with a German 400', async (_name, body, message) => {
    const res = await save(body).expect(400);
    // Field checks name the field in the message and say what is wrong in the field errors.
    expect(JSON.stringify(res.body as ErrorResponse)).toContain(message);
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
