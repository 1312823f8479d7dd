import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { BulkOrderController } from './bulk-order.controller.js';
import { MailModule } from '../mail/mail.module.js';
import { OffersModule } from '../offers/offers.module.js';
import { DealerOrdersController } from './dealer-orders.controller.js';
import { OrderMails } from './order-mails.js';
import { OrderProcessController } from './order-process.controller.js';
import { OrderProcessService } from './order-process.service.js';
import { OrderStatusService } from './order-status.service.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentMethods } from './payment-methods.js';
import { PlacementService } from './placement.service.js';
import { QuoteService } from './quote.service.js';
import { RatingController } from './rating.controller.js';
import { RatingService } from './rating.service.js';
import { SupportOrdersController } from './support-orders.controller.js';

/** Orders: held prices, the order process, idempotent placing, the dealer portal, the status machine and ratings. */
@Module({
  imports: [OffersModule, AccountsModule, MailModule],
  controllers: [
    OrderProcessController,
    DealerOrdersController,
    RatingController,
    SupportOrdersController,
    BulkOrderController,
  ],
  providers: [
    OrdersRepository,
    QuoteService,
    OrderProcessService,
    PlacementService,
    OrderStatusService,
    PaymentMethods,
    OrderMails,
    RatingService,
  ],
})
export class OrdersModule {}
