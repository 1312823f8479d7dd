import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { OrderStatus } from '@fuel/domain';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { isAdmin } from '../../core/auth/roles.js';
import type { RequestContext } from '../../core/context/request-context.js';
import { AppException } from '../../core/http/error-response.js';
import { DealerDirectory } from '../dealers/index.js';
import type { OrderAction } from './domain/order-actions.js';
import type { DealerProfileOutput } from './dto/dealer-profile.output.js';
import type { OrderOutput } from './dto/order.output.js';
import { orderNotFound } from './order-errors.js';
import { OrderOutputs } from './order-outputs.service.js';
import { OrderTransitions } from './order-transitions.service.js';
import { OrdersRepository } from './orders.repository.js';

/** What a dealer does with the orders it received: the dealer portal. */
export type DealerAction = Extract<OrderAction, { name: 'confirm' | 'decline' | 'deliver' }>;

/**
 * Whose orders the caller works on in the portal: their own dealer's (dealer staff, or any account linked
 * to a dealer), or, for an admin without a dealer, every dealer's (spec 2 §6: admin holds every role).
 */
type PortalScope = { readonly dealerId: number } | { readonly anyDealer: true };

/**
 * The dealer portal: a dealer's staff see and move only their own dealer's orders (others: 404); an admin
 * sees every dealer's orders, each naming its dealer, and acts on one as its dealer would (the history
 * names the dealer's side, the audit log the admin).
 */
@Injectable()
export class DealerOrdersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: OrdersRepository,
    private readonly transitions: OrderTransitions,
    private readonly outputs: OrderOutputs,
    private readonly dealers: DealerDirectory,
  ) {}

  /** The dealer of the caller's portal; an admin without a dealer has none (NO_DEALER). */
  async profile(ctx: RequestContext): Promise<DealerProfileOutput> {
    const scope = this.scope(ctx);
    if (!('dealerId' in scope)) throw noDealer();
    const dealer = await this.dealers.contact(scope.dealerId);
    return { DealerId: scope.dealerId, DealerName: dealer?.name ?? '' };
  }

  async orders(ctx: RequestContext, status: OrderStatus | undefined): Promise<OrderOutput[]> {
    return this.outputs.many(await this.repository.ordersOf(this.scope(ctx), status), 'dealer');
  }

  async order(ctx: RequestContext, orderId: number): Promise<OrderOutput> {
    const scope = this.scope(ctx);
    const order = await this.repository.order(orderId);
    if (!order || ('dealerId' in scope && order.dealerId !== scope.dealerId)) throw orderNotFound();
    return this.outputs.one(order, 'dealer');
  }

  async act(ctx: RequestContext, orderId: number, action: DealerAction): Promise<OrderOutput> {
    const scope = this.scope(ctx);
    // An admin moves the order as its own dealer; its dealer never changes, so reading it first is safe.
    const dealerId = 'dealerId' in scope ? scope.dealerId : (await this.repository.order(orderId))?.dealerId;
    if (dealerId === undefined) throw orderNotFound();
    const order = await this.transitions.transition(ctx, orderId, action, { role: 'dealer', dealerId });
    return this.outputs.one(order, 'dealer');
  }

  private scope(ctx: RequestContext): PortalScope {
    const dealerId = ctx.actor.kind === 'dealer' ? ctx.actor.dealerId : (ctx.session?.dealerId ?? null);
    if (dealerId !== null) return { dealerId };
    // Under impersonation the session is the customer's: only the admin's own session opens every dealer.
    if (!ctx.onBehalfOf && isAdmin(ctx.session ?? undefined, this.config.providerName)) {
      return { anyDealer: true };
    }
    throw noDealer();
  }
}

function noDealer(): AppException {
  return new AppException(HttpStatus.FORBIDDEN, 'NO_DEALER', 'Ihr Konto ist keinem Händler zugeordnet.');
}
