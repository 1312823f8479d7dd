import { Injectable } from '@nestjs/common';
import {
  ORDER_STATUS_LABELS,
  type OrderAddress,
  WITHDRAWAL_PERIOD_DAYS,
  WITHDRAWAL_RULES,
  countryById,
  formatCalendarDay,
  formatDeliveryWindow,
  formatPercent,
  formatPrice,
  formatPricePer100Units,
  formatQuantity,
  maskIban,
  productGroupUrlName,
} from '@fuel/domain';
import {
  type MailRow,
  type MailSection,
  MailSites,
  type OutgoingMail,
  type SiteMailContext,
  composeMail,
  greeting,
} from '../mail/index.js';
import { GUEST_ORDER_LINK_DAYS, GuestOrderLinks } from './guest-order-links.service.js';
import type { DeliveryPointRow, OrderRow } from './orders.repository.js';
import { PaymentMethods } from './payment-methods.js';

export interface OrderMailCustomer {
  email: string;
  title1: string | null;
  title2: string | null;
  lastName: string | null;
  /** A guest has no account: the mails' link shows the order through a signed link instead. */
  isGuest: boolean;
}

/** An order with its delivery points (none stored for orders from before delivery points existed). */
export interface MailedOrder {
  order: OrderRow;
  points: readonly DeliveryPointRow[];
}

/**
 * The German mails of an order: to the customer on placing and on every status change, to the dealer on
 * placing. Each names what was ordered, where and when it comes, how it is paid and the all-in price line by
 * line, in the format of the order's site, as HTML and plain text.
 */
@Injectable()
export class OrderMails {
  constructor(
    private readonly sites: MailSites,
    private readonly payments: PaymentMethods,
    private readonly guestLinks: GuestOrderLinks,
  ) {}

  placedToCustomer({ order, points }: MailedOrder, customer: OrderMailCustomer): OutgoingMail {
    return composeMail(this.sites, customer.email, order.countryId, 'order-placed', (ctx) => ({
      subject: `Ihre Bestellung ${order.orderNumber} ist eingegangen`,
      greeting: greeting(customer),
      paragraphs: [
        `vielen Dank für Ihre Bestellung bei ${order.price.dealerName}.`,
        'Der Händler bestätigt Ihnen den Liefertermin in der Regel innerhalb eines Werktags; wir informieren Sie per E-Mail.',
      ],
      sections: this.sections(order, points),
      action: this.viewAction(ctx, order, customer),
      note: [withdrawalNote(order), ...guestNote(customer)].join(' '),
    }));
  }

  placedToDealer({ order, points }: MailedOrder, dealerEmail: string): OutgoingMail {
    return composeMail(this.sites, dealerEmail, order.countryId, 'order-received', (ctx) => ({
      subject: `Neue Bestellung ${order.orderNumber}`,
      greeting: 'Guten Tag,',
      paragraphs: [
        `über den Marktplatz ist eine neue Bestellung für Sie eingegangen: ${amountOf(order)} nach ${order.deliveryAddress.zipCode} ${order.deliveryAddress.city}.`,
        'Bitte bestätigen Sie den Liefertermin oder lehnen Sie die Bestellung ab.',
      ],
      sections: this.sections(order, points),
      action: { label: 'Bestellung bearbeiten', url: `${ctx.baseUrl}/haendler/bestellungen/${order.id}` },
    }));
  }

  /** With `ratingToken` (delivered orders) the button leads to the rating page. */
  statusToCustomer(
    { order, points }: MailedOrder,
    customer: OrderMailCustomer,
    ratingToken?: string,
  ): OutgoingMail {
    return composeMail(this.sites, customer.email, order.countryId, `order-${order.status}`, (ctx) => ({
      subject: `Ihre Bestellung ${order.orderNumber}: ${ORDER_STATUS_LABELS[order.status]}`,
      greeting: greeting(customer),
      paragraphs: [statusText(order)],
      sections: this.sections(order, points),
      action: ratingToken
        ? { label: 'Jetzt bewerten', url: `${ctx.baseUrl}/bewerten-sie-uns/${ratingToken}/${order.id}` }
        : this.viewAction(ctx, order, customer),
      ...(!ratingToken && customer.isGuest ? { note: guestNote(customer).join(' ') } : {}),
    }));
  }

  /**
   * "Bestellung ansehen": a customer's order page in the customer area of the order's site; a guest, who
   * cannot sign in, gets a signed link that shows the order read-only.
   */
  private viewAction(
    ctx: SiteMailContext,
    order: OrderRow,
    customer: OrderMailCustomer,
  ): { label: string; url: string } {
    const url = customer.isGuest
      ? `${ctx.baseUrl}/bestellung-ansehen/${order.id}?token=${this.guestLinks.issue(order.id)}`
      : `${ctx.baseUrl}/kunde/bestellungen/${order.id}`;
    return { label: 'Bestellung ansehen', url };
  }

  private sections(order: OrderRow, points: readonly DeliveryPointRow[]): MailSection[] {
    return [
      { heading: 'Ihre Bestellung', rows: this.orderRows(order, points) },
      { heading: 'Preis laut Bestellung', rows: priceRows(order), numeric: true },
    ];
  }

  private orderRows(order: OrderRow, points: readonly DeliveryPointRow[]): MailRow[] {
    const { price, countryId } = order;
    const sameDay = price.earliestDelivery === price.latestDelivery;
    const delivery: MailRow[] =
      points.length > 1
        ? points.map((point, i) => ({
            label: `Abladestelle ${i + 1}`,
            value: [
              ...addressLines(point.address),
              `Menge: ${formatQuantity(point.amount, countryId)} ${price.unit}`,
            ],
          }))
        : [{ label: 'Lieferadresse', value: addressLines(order.deliveryAddress) }];
    return [
      { label: 'Bestellnummer', value: order.orderNumber },
      { label: 'Händler', value: price.dealerName },
      { label: 'Produkt', value: `${amountOf(order)}${price.climateNeutral ? ' (klimaneutral)' : ''}` },
      // Once the dealer named the day, that day replaces the offer's window.
      order.deliveryDate
        ? { label: 'Bestätigter Liefertermin', value: formatCalendarDay(order.deliveryDate, countryId) }
        : {
            label: sameDay ? 'Liefertermin laut Angebot' : 'Lieferzeitraum laut Angebot',
            value: formatDeliveryWindow(price.earliestDelivery, price.latestDelivery, countryId),
          },
      ...(order.companyName ? [{ label: 'Firma', value: order.companyName }] : []),
      ...delivery,
      ...(order.invoiceAddress
        ? [{ label: 'Rechnungsadresse', value: addressLines(order.invoiceAddress) }]
        : []),
      { label: 'Zahlungsart', value: this.paymentText(order) },
    ];
  }

  private paymentText({ payment }: OrderRow): string {
    return [
      this.payments.labelOfOrder(payment),
      payment.modifier ? ` in ${payment.modifier} Monatsraten` : '',
      payment.iban ? `, IBAN ${maskIban(payment.iban)}` : '',
    ].join('');
  }
}

/** The all-in price as the order froze it: base, every surcharge, net, VAT, total, per 100 units. */
function priceRows({ price, countryId }: OrderRow): MailRow[] {
  const money = (cents: number) => formatPrice(cents, countryId);
  // The engine splits the net exactly: base plus every surcharge line is the net total.
  const base = price.surcharges.reduce((rest, s) => rest - s.netTotal, price.netTotal);
  return [
    {
      label: `Grundpreis (${formatPricePer100Units(price.baseNetPer100, countryId, price.unit)} netto)`,
      value: money(base),
    },
    ...price.surcharges.map((s) => ({ label: s.label, value: money(s.netTotal) })),
    { label: 'Summe netto', value: money(price.netTotal) },
    { label: `MwSt. ${formatPercent(price.vatRate, countryId)}`, value: money(price.vatTotal) },
    { label: 'Gesamtpreis inkl. MwSt.', value: money(price.grossTotal), emphasis: true },
    {
      label: `Preis je 100 ${price.unit} inkl. MwSt.`,
      value: formatPricePer100Units(price.grossPer100, countryId, price.unit),
    },
  ];
}

function addressLines(address: OrderAddress): string[] {
  return [
    [address.title1, address.title2, address.firstName, address.lastName].filter(Boolean).join(' '),
    ...(address.company ? [address.company] : []),
    `${address.street} ${address.houseNumber}`,
    `${address.zipCode} ${address.city}`,
    ...(address.phone ? [`Telefon ${address.phone}`] : []),
  ];
}

function amountOf({ amount, price, countryId }: OrderRow): string {
  return `${formatQuantity(amount, countryId)} ${price.unit} ${price.productName}`;
}

/** The withdrawal right of the order's site (WITHDRAWAL_RULES): by law in de and at, ours in ch. */
function withdrawalNote({ countryId }: OrderRow): string {
  return WITHDRAWAL_RULES[countryById(countryId).code].basis === 'statutory'
    ? `Sie können Ihre Bestellung innerhalb von ${WITHDRAWAL_PERIOD_DAYS} Tagen ohne Angabe von Gründen widerrufen, solange sie nicht geliefert ist; die Widerrufsbelehrung finden Sie in unseren AGB.`
    : `Solange der Händler Ihre Bestellung nicht bestätigt hat, können Sie sie kostenlos stornieren (höchstens ${WITHDRAWAL_PERIOD_DAYS} Tage); ein gesetzliches Widerrufsrecht für Online-Käufe kennt die Schweiz nicht. Einzelheiten stehen in unseren AGB.`;
}

/** Why a guest's link works without signing in, and for how long. */
function guestNote(customer: OrderMailCustomer): string[] {
  return customer.isGuest
    ? [
        `Der Link zeigt Ihre Bestellung ohne Anmeldung und ist ${GUEST_ORDER_LINK_DAYS} Tage gültig; bitte geben Sie ihn nicht weiter.`,
      ]
    : [];
}

function statusText(order: OrderRow): string {
  const countryId = order.countryId;
  switch (order.status) {
    case 'confirmed':
      return `der Händler hat Ihre Bestellung bestätigt. Liefertermin: ${formatCalendarDay(order.deliveryDate ?? '', countryId)}.`;
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
