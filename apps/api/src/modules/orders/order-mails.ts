import { Inject, Injectable } from '@nestjs/common';
import {
  ORDER_STATUS_LABELS,
  formatPrice,
  formatQuantity,
  formatShortDate,
  productGroupUrlName,
} from '@fuel/domain';
import type { OrderRow } from './orders.repository.js';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig } from '../../core/config/app-config.js';
import { composeMail, greeting, type OutgoingMail } from '../mail/index.js';

export interface OrderMailCustomer {
  email: string;
  title1: string | null;
  title2: string | null;
  lastName: string | null;
}

/** The German mails of an order: to the customer on placing and on every status change, to the dealer. */
@Injectable()
export class OrderMails {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  placedToCustomer(order: OrderRow, customer: OrderMailCustomer): OutgoingMail {
    return composeMail(this.config, customer.email, order.countryId, 'order-placed', (ctx) => ({
      subject: `Ihre Bestellung ${order.orderNumber} ist eingegangen`,
      greeting: greeting(customer),
      paragraphs: [
        `vielen Dank für Ihre Bestellung bei ${order.price.dealerName}.`,
        `${summary(order)} Der Händler bestätigt Ihnen den Liefertermin in der Regel innerhalb eines Werktags; wir informieren Sie per E-Mail.`,
      ],
      action: { label: 'Bestellung ansehen', url: `${ctx.baseUrl}${successPath(order)}` },
      note: 'Sie können Ihre Bestellung innerhalb von 14 Tagen widerrufen; die Widerrufsbelehrung finden Sie in unseren AGB.',
    }));
  }

  placedToDealer(order: OrderRow, dealerEmail: string): OutgoingMail {
    return composeMail(this.config, dealerEmail, order.countryId, 'order-received', (ctx) => ({
      subject: `Neue Bestellung ${order.orderNumber}`,
      greeting: 'Guten Tag,',
      paragraphs: [
        `über den Marktplatz ist eine neue Bestellung für Sie eingegangen: ${summary(order)}`,
        `Lieferung nach ${order.deliveryAddress.zipCode} ${order.deliveryAddress.city}. Bitte bestätigen Sie den Liefertermin oder lehnen Sie die Bestellung ab.`,
      ],
      action: { label: 'Bestellung bearbeiten', url: `${ctx.baseUrl}/haendler/bestellungen` },
    }));
  }

  /** With `ratingToken` (delivered orders) the button leads to the rating page. */
  statusToCustomer(order: OrderRow, customer: OrderMailCustomer, ratingToken?: string): OutgoingMail {
    return composeMail(this.config, customer.email, order.countryId, `order-${order.status}`, (ctx) => ({
      subject: `Ihre Bestellung ${order.orderNumber}: ${ORDER_STATUS_LABELS[order.status]}`,
      greeting: greeting(customer),
      paragraphs: [statusText(order), summary(order)],
      action: ratingToken
        ? { label: 'Jetzt bewerten', url: `${ctx.baseUrl}/bewerten-sie-uns/${ratingToken}/${order.id}` }
        : { label: 'Bestellung ansehen', url: `${ctx.baseUrl}${successPath(order)}` },
    }));
  }
}

function summary(order: OrderRow): string {
  const countryId = order.countryId;
  return `${formatQuantity(order.amount, countryId)} ${order.price.unit} ${order.price.productName} für ${formatPrice(order.grossTotal, countryId)} (Bestellnummer ${order.orderNumber}).`;
}

function statusText(order: OrderRow): string {
  const countryId = order.countryId;
  switch (order.status) {
    case 'confirmed':
      return `der Händler hat Ihre Bestellung bestätigt. Liefertermin: ${formatShortDate(`${order.deliveryDate ?? ''}T12:00:00Z`, countryId)}.`;
    case 'declined':
      return `der Händler kann Ihre Bestellung leider nicht ausführen. Grund: ${order.declineReason ?? 'nicht angegeben'}. Es entstehen Ihnen keine Kosten.`;
    case 'delivered':
      return `Ihre Lieferung ist erfolgt: ${formatQuantity(order.deliveredAmount ?? order.amount, countryId)} ${order.price.unit}. Wir freuen uns über Ihre Bewertung des Händlers.`;
    case 'cancelled':
      return 'Ihre Bestellung wurde storniert.';
    default:
      return `der Status Ihrer Bestellung ist jetzt: ${ORDER_STATUS_LABELS[order.status]}.`;
  }
}

export function successPath(order: Pick<OrderRow, 'productGroupId' | 'id'>): string {
  return `/${productGroupUrlName(order.productGroupId)}/bestellung-erfolgreich/${order.id}`;
}
