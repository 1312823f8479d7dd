import { Global, Module } from '@nestjs/common';
import { AccountsModule, OrderHistory } from '../accounts/index.js';
import { DealerOrderFigures, DealersModule } from '../dealers/index.js';
import { MailModule } from '../mail/index.js';
import { OffersModule } from '../offers/index.js';
import { BulkOrderController } from './bulk-order.controller.js';
import { BulkOrderService } from './bulk-order.service.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { CustomerOrdersController } from './customer-orders.controller.js';
import { CustomerOrdersService } from './customer-orders.service.js';
import { OrderExportCleanupJob } from './exports/order-export-cleanup.job.js';
import { OrderExportJob } from './exports/order-export.job.js';
import { OrderExportsController } from './exports/order-exports.controller.js';
import { OrderExportsRepository } from './exports/order-exports.repository.js';
import { OrderExportsService } from './exports/order-exports.service.js';
import { DealerOrderFiguresService } from './dealer-order-figures.service.js';
import { DealerOrdersController } from './dealer-orders.controller.js';
import { DealerOrdersService } from './dealer-orders.service.js';
import { GuestOrderController } from './guest-order.controller.js';
import { GuestOrderLinks } from './guest-order-links.service.js';
import { GuestOrdersClaim, OrderHistoryService } from './order-history.service.js';
import { OrderMails } from './order-mails.js';
import { OrderNotifications } from './order-notifications.service.js';
import { OrderOutputs } from './order-outputs.service.js';
import { OrderOverview } from './order-overview.service.js';
import { OrderTransitions } from './order-transitions.service.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentMethods } from './payment-methods.js';
import { PlacementService } from './placement.service.js';
import { QuoteController } from './quote.controller.js';
import { QuoteService } from './quote.service.js';
import { RatingController } from './rating.controller.js';
import { RatingService } from './rating.service.js';
import { SupportOrdersController } from './support-orders.controller.js';
import { SupportOrdersService } from './support-orders.service.js';

/**
 * Orders: held prices, the checkout, idempotent placing, the customer's orders, the dealer portal, the state
 * machine and ratings. Global only to provide the accounts module's OrderHistory port and the dealers module's
 * DealerOrderFigures port without a module cycle.
 */
@Global()
@Module({
  imports: [OffersModule, AccountsModule, DealersModule, MailModule],
  controllers: [
    QuoteController,
    CheckoutController,
    CustomerOrdersController,
    DealerOrdersController,
    RatingController,
    SupportOrdersController,
    BulkOrderController,
    GuestOrderController,
    OrderExportsController,
  ],
  providers: [
    OrdersRepository,
    QuoteService,
    CheckoutService,
    PlacementService,
    OrderTransitions,
    OrderOutputs,
    CustomerOrdersService,
    DealerOrdersService,
    SupportOrdersService,
    PaymentMethods,
    OrderMails,
    OrderNotifications,
    RatingService,
    BulkOrderService,
    GuestOrdersClaim,
    GuestOrderLinks,
    OrderOverview,
    OrderExportsRepository,
    OrderExportsService,
    OrderExportJob,
    OrderExportCleanupJob,
    { provide: OrderHistory, useClass: OrderHistoryService },
    { provide: DealerOrderFigures, useClass: DealerOrderFiguresService },
  ],
  exports: [OrderHistory, DealerOrderFigures, OrderOverview],
})
export class OrdersModule {}
