import { Inject, Injectable } from '@nestjs/common';
import { COUNTRY_IDS } from '@fuel/domain';
import type { Permission } from '@fuel/domain/accounts';
import { AuditLog } from '../../core/audit/audit-log.service.js';
import { permissionsOf } from '../../core/auth/permissions.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { CancellationsService } from '../cancellations/index.js';
import { SupportErrorsService } from '../errors/index.js';
import { OrderOverview } from '../orders/index.js';
import type { BackOfficePermissionsOutput, DashboardOutput } from './dto/console.output.js';

/** A dealer has a day to confirm or decline; after that support calls them. */
const DEALER_CONFIRMATION_DAY_MS = 24 * 60 * 60 * 1000;
const WAITING_SHOWN = 10;
const AUDIT_EVENTS_SHOWN = 10;

/** The console: the caller's permissions and the dashboard sections they may see. */
@Injectable()
export class ConsoleService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly overview: OrderOverview,
    private readonly audit: AuditLog,
    private readonly cancellations: CancellationsService,
    private readonly errors: SupportErrorsService,
  ) {}

  permissions(ctx: RequestContext): BackOfficePermissionsOutput {
    return { permissions: permissionsOf(ctx.session ?? undefined, this.config.providerName) };
  }

  async dashboard(ctx: RequestContext, now = new Date()): Promise<DashboardOutput> {
    const { permissions } = this.permissions(ctx);
    const may = (...any: Permission[]) => any.some((permission) => permissions.includes(permission));
    const [today, waiting, events, openCancellations, newErrorGroups] = await Promise.all([
      may('statistics.view', 'orders.support') ? this.overview.today() : null,
      may('orders.support')
        ? this.overview.waitingForDealer(new Date(now.getTime() - DEALER_CONFIRMATION_DAY_MS), WAITING_SHOWN)
        : null,
      may('audit.view') ? this.audit.latest(AUDIT_EVENTS_SHOWN) : null,
      may('cancellations.manage') ? this.cancellations.openCount() : null,
      may('errors.manage') ? this.errors.newGroups(now) : null,
    ]);
    return {
      // Every site has a row, a quiet one with zeros.
      today:
        today &&
        COUNTRY_IDS.map(
          (countryId) =>
            today.find((day) => day.countryId === countryId) ?? { countryId, orders: 0, revenue: 0 },
        ),
      waitingForDealer: waiting && {
        count: waiting.count,
        oldest: waiting.oldest.map((order) => ({ ...order, placedAt: order.placedAt.toISOString() })),
      },
      openCancellations,
      latestAuditEvents: events,
      newErrorGroups,
    };
  }
}
