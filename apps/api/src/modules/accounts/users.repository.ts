import { Injectable } from '@nestjs/common';
import { and, arrayContains, asc, desc, eq, inArray, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import { userAddresses, userFavouriteDealers, users } from '@fuel/db';
import type { AddressType } from '@fuel/domain/accounts';
import type { CountryId } from '@fuel/domain';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AddressRow = typeof userAddresses.$inferSelect;
export type NewAddress = Omit<typeof userAddresses.$inferInsert, 'id' | 'userId' | 'position'> & {
  type: AddressType;
};
/** The back office's search: every filter optional, combined with AND; `before` is the keyset cursor. */
export interface UserSearch {
  readonly emailPrefix?: string;
  readonly namePrefix?: string;
  readonly id?: number;
  readonly role?: string;
  readonly countryId?: CountryId;
  readonly isGuest?: boolean;
  readonly before?: number;
}

export type ProfileChange = Partial<
  Pick<UserRow, 'title1' | 'title2' | 'firstName' | 'lastName' | 'company' | 'phone'>
>;

@Injectable()
export class UsersRepository {
  constructor(private readonly runner: TransactionRunner) {}

  /**
   * The account (never a guest row) of an address: sign-in, password reset, e-mail change and registration
   * look up by address, and guest rows with the same address are other people's checkouts as far as they know.
   */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.runner.db
      .select()
      .from(users)
      .where(and(eq(users.email, email.toLowerCase()), eq(users.isGuest, false)));
    return row;
  }

  /** The guest rows of an address (one per guest checkout), oldest first. */
  async guestIdsByEmail(email: string): Promise<number[]> {
    const rows = await this.runner.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email.toLowerCase()), eq(users.isGuest, true)))
      .orderBy(asc(users.id));
    return rows.map((row) => row.id);
  }

  /** Of `ids`, the guest rows that still carry `email` (a claim link moves only what it was sent for). */
  async guestIdsAmong(ids: readonly number[], email: string): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.runner.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...ids]), eq(users.email, email.toLowerCase()), eq(users.isGuest, true)));
    return rows.map((row) => row.id);
  }

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.runner.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /**
   * A page of the back office's search, newest first, keyset on the id (no OFFSET: page 20,000 costs what
   * page 1 does). Text filters are prefixes (LIKE 'x%' with the wildcards escaped), which the prefix indexes
   * of migration 0011 serve; a '%x%' match would scan every row.
   */
  search(filter: UserSearch, limit: number): Promise<UserRow[]> {
    const name = filter.namePrefix === undefined ? undefined : prefixPattern(filter.namePrefix.toLowerCase());
    return this.runner.db
      .select()
      .from(users)
      .where(
        and(
          filter.emailPrefix === undefined
            ? undefined
            : like(users.email, prefixPattern(filter.emailPrefix.toLowerCase())),
          name === undefined
            ? undefined
            : or(sql`lower(${users.lastName}) like ${name}`, sql`lower(${users.firstName}) like ${name}`),
          filter.id === undefined ? undefined : eq(users.id, filter.id),
          filter.role === undefined ? undefined : arrayContains(users.roles, [filter.role]),
          filter.countryId === undefined ? undefined : eq(users.countryId, filter.countryId),
          filter.isGuest === undefined ? undefined : eq(users.isGuest, filter.isGuest),
          filter.before === undefined ? undefined : lt(users.id, filter.before),
        ),
      )
      .orderBy(desc(users.id))
      .limit(limit);
  }

  async insert(values: NewUser): Promise<UserRow> {
    const [row] = await this.runner.db
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase() })
      .returning();
    if (!row) throw new Error('user insert returned no row');
    return row;
  }

  /**
   * Inserts an account row unless the address has one (partial unique index): undefined when a concurrent
   * registration of the same address got there first.
   */
  async insertAccount(values: Omit<NewUser, 'isGuest'>): Promise<UserRow | undefined> {
    const [row] = await this.runner.db
      .insert(users)
      .values({ ...values, email: values.email.toLowerCase(), isGuest: false })
      .onConflictDoNothing({ target: users.email, where: sql`${users.isGuest} = false` })
      .returning();
    return row;
  }

  async update(
    id: number,
    change: ProfileChange &
      Partial<
        Pick<
          UserRow,
          'passwordHash' | 'isGuest' | 'emailConfirmedAt' | 'notificationsConfirmedAt' | 'countryId'
        >
      >,
  ): Promise<UserRow> {
    const [row] = await this.runner.db
      .update(users)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    // Callers update an account they just read (or a link's owner, held by its foreign key).
    if (!row) throw new Error(`user ${id} not found`);
    return row;
  }

  /** Support's change of names, titles and the mex flag. */
  async updateBySupport(
    id: number,
    change: Pick<UserRow, 'title1' | 'title2' | 'firstName' | 'lastName' | 'hasMexEnabled'>,
  ): Promise<void> {
    await this.runner.db
      .update(users)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }

  /**
   * Locks (keeping the first lock's time) or unlocks an account and answers whether it was locked before,
   * read under the row lock so the audit's `before` holds even when two staff members act at once.
   */
  async setLocked(id: number, locked: boolean): Promise<boolean> {
    const [before] = await this.runner.db
      .select({ lockedAt: users.lockedAt })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    await this.runner.db
      .update(users)
      .set({ lockedAt: locked ? sql`coalesce(${users.lockedAt}, now())` : null, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    return before?.lockedAt != null;
  }

  /**
   * Row locks for a change of roles: every account holding `adminRole` and the target, in id order (one order
   * for every caller, so two changes never deadlock). Role changes run one after another from here on, and a
   * count of admins read afterwards cannot be overtaken by a parallel demotion.
   */
  async lockForRoleChange(targetId: number, adminRole: string): Promise<void> {
    await this.runner.db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.id, targetId), arrayContains(users.roles, [adminRole])))
      .orderBy(asc(users.id))
      .for('update');
  }

  /** Accounts besides `exceptId` holding `adminRole` that can sign in (not locked, not guests). */
  async countActiveHolders(role: string, exceptId: number): Promise<number> {
    const [row] = await this.runner.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          arrayContains(users.roles, [role]),
          eq(users.isGuest, false),
          isNull(users.lockedAt),
          ne(users.id, exceptId),
        ),
      );
    return row?.count ?? 0;
  }

  /** An admin's change of the stored roles and the dealer link. */
  async setRoles(id: number, roles: readonly string[], dealerId: number | null): Promise<void> {
    await this.runner.db
      .update(users)
      .set({ roles: [...roles], dealerId, updatedAt: sql`now()` })
      .where(eq(users.id, id));
  }

  /** False when another account holds the address (unique index), so the change is refused; guest rows don't count. */
  async changeEmail(id: number, email: string, at: Date): Promise<boolean> {
    const rows = await this.runner.db
      .update(users)
      .set({ email: email.toLowerCase(), emailConfirmedAt: at, updatedAt: sql`now()` })
      .where(
        and(
          eq(users.id, id),
          sql`not exists (select 1 from ${users} other where other.email = ${email.toLowerCase()} and other.id <> ${id} and other.is_guest = false)`,
        ),
      )
      .returning({ id: users.id });
    return rows.length === 1;
  }

  addressesOf(userId: number): Promise<AddressRow[]> {
    return this.runner.db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId))
      .orderBy(asc(userAddresses.position), asc(userAddresses.id));
  }

  /** The customer's address book is edited as a whole. */
  async replaceAddresses(userId: number, addresses: readonly NewAddress[]): Promise<void> {
    await this.runner.db.delete(userAddresses).where(eq(userAddresses.userId, userId));
    if (addresses.length === 0) return;
    await this.runner.db
      .insert(userAddresses)
      .values(addresses.map((address, position) => ({ ...address, userId, position })));
  }

  async setFavouriteDealer(userId: number, dealerId: number, state: boolean): Promise<void> {
    if (state) {
      await this.runner.db.insert(userFavouriteDealers).values({ userId, dealerId }).onConflictDoNothing();
    } else {
      await this.runner.db
        .delete(userFavouriteDealers)
        .where(and(eq(userFavouriteDealers.userId, userId), eq(userFavouriteDealers.dealerId, dealerId)));
    }
  }

  async favouriteDealerIds(userId: number): Promise<number[]> {
    const rows = await this.runner.db
      .select({ dealerId: userFavouriteDealers.dealerId })
      .from(userFavouriteDealers)
      .where(eq(userFavouriteDealers.userId, userId))
      .orderBy(asc(userFavouriteDealers.createdAt));
    return rows.map((r) => r.dealerId);
  }
}

/** `text` as the start of a LIKE pattern: its own %, _ and \ match literally (backslash is LIKE's escape). */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
