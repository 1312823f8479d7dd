import { ApiProperty } from '@nestjs/swagger';
import { PERMISSIONS, type Permission } from '@fuel/domain/accounts';
import { COUNTRY_IDS, type CountryId } from '@fuel/domain';
import { AuditEventOutput } from '../../../core/audit/dto/audit-event.output.js';
import { NewErrorGroupsOutput } from '../../errors/index.js';

export class SiteTodayOutput {
  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;

  @ApiProperty({ description: 'Orders placed since midnight (cancelled ones included)' })
  orders: number;

  @ApiProperty({ description: "Their gross value in the site currency's sub-unit (cent, Rappen)" })
  revenue: number;
}

export class WaitingOrderOutput {
  @ApiProperty()
  orderId: number;

  @ApiProperty({ example: 'DE-2026-0000042' })
  orderNumber: string;

  @ApiProperty({ enum: COUNTRY_IDS })
  countryId: CountryId;

  @ApiProperty()
  dealerName: string;

  @ApiProperty({ format: 'date-time' })
  placedAt: string;
}

export class WaitingOrdersOutput {
  @ApiProperty({ description: 'Placed orders left unconfirmed by their dealer for more than a day' })
  count: number;

  @ApiProperty({ type: [WaitingOrderOutput], description: 'The oldest of them' })
  oldest: WaitingOrderOutput[];
}

/** What the caller may open: the back office's navigation shows the screens of these. */
export class BackOfficePermissionsOutput {
  @ApiProperty({ enum: PERMISSIONS, isArray: true, description: "The caller's permissions" })
  permissions: Permission[];
}

/**
 * The back office's dashboard. A section the caller has no permission for is null (today's figures need
 * the statistic or order support, waiting orders order support, the audit events the audit log, new error groups the error trace).
 */
export class DashboardOutput {
  @ApiProperty({ type: [SiteTodayOutput], nullable: true })
  today: SiteTodayOutput[] | null;

  @ApiProperty({ type: WaitingOrdersOutput, nullable: true })
  waitingForDealer: WaitingOrdersOutput | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Cancelled orders not booked yet' })
  openCancellations: number | null;

  @ApiProperty({ type: [AuditEventOutput], nullable: true })
  latestAuditEvents: AuditEventOutput[] | null;

  @ApiProperty({ type: NewErrorGroupsOutput, nullable: true, description: 'The error trace (errors.manage)' })
  newErrorGroups: NewErrorGroupsOutput | null;
}
