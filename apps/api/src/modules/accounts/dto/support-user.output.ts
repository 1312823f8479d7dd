import { ApiProperty } from '@nestjs/swagger';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { ORDER_STATUSES, type OrderStatus } from '@fuel/domain/orders';
import { MANAGED_ROLE_KEYS, type ManagedRoleKey } from '../domain/staff-roles.policy.js';

/** One user in the back office's search result. */
export class SupportUserRowOutput {
  @ApiProperty({ description: 'Customer number' })
  id: number;

  @ApiProperty()
  email: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ type: [String], description: 'Stored role names' })
  roles: string[];

  @ApiProperty()
  isGuest: boolean;

  @ApiProperty()
  isLocked: boolean;

  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** A page of the search, newest accounts first. */
export class SupportUserPageOutput {
  @ApiProperty({ type: [SupportUserRowOutput] })
  users: SupportUserRowOutput[];

  @ApiProperty({ type: Number, nullable: true, description: 'Cursor of the next page; null on the last one' })
  next: number | null;
}

/** One of the user's orders (read-only). */
export class SupportUserOrderOutput {
  @ApiProperty()
  orderId: number;

  @ApiProperty({ example: 'DE-2026-0000042' })
  orderNumber: string;

  @ApiProperty({ format: 'date-time' })
  placedAt: string;

  @ApiProperty({ enum: ORDER_STATUSES })
  status: OrderStatus;

  @ApiProperty({ description: "Gross value in the site currency's sub-unit (cent, Rappen)" })
  grossTotal: number;

  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;
}

/** A role an admin gives and takes on the user page. */
export class ManagedRoleOutput {
  @ApiProperty({ enum: MANAGED_ROLE_KEYS })
  key: ManagedRoleKey;

  @ApiProperty({
    example: 'Role_Interaid_CustomerSupport',
    description: 'The stored name (what setUserRoles takes)',
  })
  name: string;
}

/** A user as the back office's user page shows it. */
export class SupportUserOutput extends SupportUserRowOutput {
  @ApiProperty({ type: String, nullable: true })
  title1: string | null;

  @ApiProperty({ type: String, nullable: true })
  title2: string | null;

  @ApiProperty()
  hasMexEnabled: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lockedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  emailConfirmedAt: string | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The dealer a holder of Role_Dealer works for' })
  dealerId: number | null;

  @ApiProperty({
    type: [ManagedRoleOutput],
    description: 'The roles an admin may give and take here (setUserRoles), in the order to list them',
  })
  managedRoles: ManagedRoleOutput[];

  @ApiProperty({ type: [SupportUserOrderOutput], description: 'The newest orders (at most 200)' })
  orders: SupportUserOrderOutput[];
}
