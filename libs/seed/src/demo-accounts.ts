import { and, asc, eq, like, sql } from 'drizzle-orm';
import { branchServiceAreas, type Database, dealerBranches, dealers, users } from '@fuel/db';

/** Shared by every demo account; documented in the README ("Demo accounts"). */
export const DEMO_ACCOUNT_PASSWORD = 'Heizoel-Demo-2026';

/** The dealer-staff demo account belongs to a dealer serving this postal code (DE). */
const DEMO_DEALER_ZIP_CODE = '80331';

/**
 * argon2id (m=19456, t=2, p=1) hash of DEMO_ACCOUNT_PASSWORD, computed once so that this library needs no
 * hashing dependency; the API verifies it like any other hash.
 */
const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$FtFRd03U0FWsw/Uaky1sMA$/yZmfI1f9PgM5g5Ql/dy7n3IFgNqjuiquNy8vrLcV1k';

export interface DemoAccountsOptions {
  /** The operator name inside the staff role names (PROVIDER_NAME of the API). */
  providerName?: string;
}

export interface DemoAccountsReport {
  accounts: number;
  /** Dealer the dealer-staff account is linked to; null when no demo market exists. */
  dealerId: number | null;
}

/**
 * Upserts the six demo accounts (customer, dealer staff, support, financial staff, marketing, admin). Safe to repeat: a second run
 * resets them to their demo state and re-links the dealer account after the demo market was regenerated.
 * Callers must never run it in production; it refuses to when NODE_ENV says production.
 */
export async function seedDemoAccounts(
  db: Database,
  options: DemoAccountsOptions = {},
): Promise<DemoAccountsReport> {
  if (process.env['NODE_ENV'] === 'production')
    throw new Error('demo accounts are never seeded in production');
  const provider = options.providerName ?? 'Interaid';
  // A dealer that delivers to Munich 80331, the postal code of the demos, so its portal fills up.
  const [servingMunich] = await db
    .selectDistinct({ id: dealers.id })
    .from(dealers)
    .innerJoin(dealerBranches, eq(dealerBranches.dealerId, dealers.id))
    .innerJoin(branchServiceAreas, eq(branchServiceAreas.branchId, dealerBranches.id))
    .where(
      and(
        like(dealers.name, 'Demo-%'),
        eq(branchServiceAreas.countryId, 1),
        eq(branchServiceAreas.zipCode, DEMO_DEALER_ZIP_CODE),
      ),
    )
    .orderBy(asc(dealers.id))
    .limit(1);
  const [firstDemo] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .where(like(dealers.name, 'Demo-%'))
    .orderBy(asc(dealers.id))
    .limit(1);
  const dealerId = (servingMunich ?? firstDemo)?.id ?? null;
  const base = { passwordHash: DEMO_PASSWORD_HASH, isGuest: false, emailConfirmedAt: new Date(0) };
  const accounts = [
    { ...base, email: 'kunde@example.com', title1: 'Frau', firstName: 'Karla', lastName: 'Kunde', roles: [] },
    {
      ...base,
      email: 'haendler@example.com',
      title1: 'Herr',
      firstName: 'Hans',
      lastName: 'Händler',
      roles: ['Role_Dealer'],
      dealerId,
    },
    {
      ...base,
      email: 'support@example.com',
      title1: 'Frau',
      firstName: 'Susi',
      lastName: 'Support',
      roles: [`Role_${provider}_CustomerSupport`],
    },
    {
      ...base,
      email: 'buchhaltung@example.com',
      title1: 'Frau',
      firstName: 'Frieda',
      lastName: 'Finanz',
      roles: [`Role_${provider}_Financial`],
    },
    {
      ...base,
      email: 'marketing@example.com',
      title1: 'Herr',
      firstName: 'Max',
      lastName: 'Marketing',
      roles: [`Role_${provider}_Marketing`],
    },
    {
      ...base,
      email: 'werbung@example.com',
      title1: 'Frau',
      firstName: 'Anja',
      lastName: 'Anzeige',
      roles: [`Role_${provider}_AdManager`],
    },
    {
      ...base,
      email: 'admin@example.com',
      title1: 'Herr',
      firstName: 'Adam',
      lastName: 'Admin',
      roles: [`Role_${provider}_Admin`],
    },
  ];
  await db
    .insert(users)
    .values(accounts)
    .onConflictDoUpdate({
      target: users.email,
      targetWhere: sql`${users.isGuest} = false`,
      set: {
        passwordHash: sql`excluded.password_hash`,
        roles: sql`excluded.roles`,
        isGuest: false,
        dealerId: sql`excluded.dealer_id`,
        updatedAt: sql`now()`,
      },
    });
  return { accounts: accounts.length, dealerId };
}
