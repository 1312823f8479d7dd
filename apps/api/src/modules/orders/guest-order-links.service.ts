import { createHmac } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { AppException } from '../../core/http/error-response.js';
import { notFound } from '../../core/http/not-found.js';
import { CustomerDirectory } from '../accounts/index.js';
import { checkGuestOrderLink, signGuestOrderLink } from './domain/guest-order-link.js';
import type { OrderOutput } from './dto/order.output.js';
import { OrderOutputs } from './order-outputs.service.js';
import { OrdersRepository } from './orders.repository.js';

/** How long the link of one order mail shows the order; every later mail of the order brings a fresh one. */
export const GUEST_ORDER_LINK_DAYS = 60;

const INVALID = 'Dieser Link zur Bestellung ist ungültig.';

/**
 * The "Bestellung ansehen" link of a guest's order mails (`/bestellung-ansehen/{orderId}?token=`): a guest has
 * no password, so the signed link is the authorisation, read-only. Signed rather than stored: no table and no
 * write per mail, and a forged link is refused before the database is asked. It dies when it expires and when
 * the order moves into a customer account (the guest claimed it: from then on the account shows it).
 */
@Injectable()
export class GuestOrderLinks {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly repository: OrdersRepository,
    private readonly customers: CustomerDirectory,
    private readonly outputs: OrderOutputs,
  ) {
    // A key of its own derived from the session key: a link's MAC can never pass for a session token's.
    this.key = createHmac('sha256', config.jwtSecret).update('guest-order-link').digest();
  }

  /** The token of a new link to the order, valid for `days` (tests pass a negative number for an expired one). */
  issue(orderId: number, days = GUEST_ORDER_LINK_DAYS): string {
    return signGuestOrderLink(this.key, orderId, nowSeconds() + days * 86_400);
  }

  /** The order of a valid link, without its actions (the link only shows it); each refusal says why in German. */
  async order(orderId: number, token: string): Promise<OrderOutput> {
    const check = checkGuestOrderLink(this.key, orderId, token, nowSeconds());
    if (check === 'invalid') throw notFound(INVALID);
    if (check === 'expired') {
      throw new AppException(
        HttpStatus.GONE,
        'LINK_EXPIRED',
        'Dieser Link zur Bestellung ist abgelaufen. Den aktuellen Stand zeigt der Link in der neuesten E-Mail zu Ihrer Bestellung; gern hilft auch unser Kundenservice.',
      );
    }
    const order = await this.repository.order(orderId);
    if (!order) throw notFound(INVALID);
    const owner = await this.customers.customer(order.userId);
    if (!owner?.isGuest) {
      throw new AppException(
        HttpStatus.GONE,
        'LINK_EXPIRED',
        'Diese Bestellung gehört jetzt zu einem Kundenkonto. Bitte melden Sie sich an, um sie anzusehen.',
      );
    }
    return { ...(await this.outputs.one(order, 'customer')), AllowedActions: [] };
  }
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
