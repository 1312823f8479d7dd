import { describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { mailOutbox, orders } from '@fuel/db';
import { formatPrice } from '@fuel/domain';
import request from 'supertest';
import { useSeededTestApp } from '../../../test/test-app.js';
import { DatabaseService } from '../../core/database/database.service.js';
import { randomClientAddress } from '../accounts/accounts.fixture.js';
import { OrderMails } from './order-mails.js';
import { dealerStaff, orderingCustomer, placedOrder } from './orders.fixture.js';

/** Issue #12 point 3: the order mails say what, where, when, how paid and for how much, in the site's formats. */
describe('order mails', () => {
  const app = useSeededTestApp();
  const http = () => request(app().getHttpServer());
  const db = () => app().get(DatabaseService).db;
  const mailOf = async (dedupeKey: string) => {
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
    if (!mail) throw new Error(`no mail ${dedupeKey} in the outbox`);
    return mail;
  };
  const orderRow = async (orderId: number) => {
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error(`no order ${orderId}`);
    return row;
  };
  const dayOf = (day: string) => day.split('-').reverse().join('.');
  const in5Days = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

  it('tells a customer the address, the window, the payment and the price line by line, linking the customer area', async () => {
    const { orderId } = await placedOrder(app());
    const order = await orderRow(orderId);
    const mail = await mailOf(`order-placed:${orderId}`);
    const { price } = order;
    const window =
      price.earliestDelivery === price.latestDelivery
        ? dayOf(price.earliestDelivery)
        : `${dayOf(price.earliestDelivery)} bis ${dayOf(price.latestDelivery)}`;

    expect(mail.text).toContain(`Bestellnummer: ${order.orderNumber}`);
    expect(mail.text).toContain(`Händler: ${price.dealerName}`);
    expect(mail.text).toContain(`Produkt: 3.000 l ${price.productName}`);
    expect(mail.text).toMatch(new RegExp(`Liefer(termin|zeitraum) laut Angebot: ${window}\n`));
    expect(mail.text).toContain('Lieferadresse: Frau Karla Kunde\n  Marienplatz 8\n  80331 München\n');
    expect(mail.text).toContain('Zahlungsart: Rechnung des Händlers\n');
    expect(mail.text).toContain(`Gesamtpreis inkl. MwSt.: ${formatPrice(order.grossTotal, 1)}\n`);
    expect(mail.text).toMatch(/Summe netto: \d{1,3}(\.\d{3})*,\d{2}\s€\n/);
    expect(mail.text).toMatch(/MwSt\. 19 %: \d{1,3}(\.\d{3})*,\d{2}\s€\n/);
    for (const surcharge of price.surcharges) expect(mail.text).toContain(`${surcharge.label}: `);
    expect(mail.text).toContain(`Bestellung ansehen: http://localhost:3000/kunde/bestellungen/${orderId}\n`);
    expect(mail.text).not.toContain('token=');
    expect(mail.text).toContain('innerhalb von 14 Tagen ohne Angabe von Gründen widerrufen');
    // The footer's contact is the operator's configuration (OPERATOR_*, CUSTOMER_PHONE_DE, …; demo values here).
    expect(mail.text).toContain(
      'Fragen? Unser Kundenservice ist für Sie da: +49 800 0000000 (Mo–Fr 8:00–18:00 Uhr), kundenservice@example.com\n',
    );

    // The HTML says the same in a table, escaped, with the button to the same page.
    expect(mail.html).toContain('Lieferadresse</th>');
    expect(mail.html).toContain('Frau Karla Kunde<br>Marienplatz 8<br>80331 München');
    expect(mail.html).toContain(`href="http://localhost:3000/kunde/bestellungen/${orderId}"`);
    expect(mail.html).toContain(formatPrice(order.grossTotal, 1));
  });

  it('gives the dealer the same facts and a link to the order in the portal', async () => {
    const { orderId } = await placedOrder(app());
    const order = await orderRow(orderId);
    const mail = await mailOf(`order-received:${orderId}`);
    expect(mail.subject).toBe(`Neue Bestellung ${order.orderNumber}`);
    expect(mail.text).toContain('Lieferadresse: Frau Karla Kunde\n  Marienplatz 8\n  80331 München\n');
    expect(mail.text).toContain('Zahlungsart: Rechnung des Händlers\n');
    expect(mail.text).toContain(`Gesamtpreis inkl. MwSt.: ${formatPrice(order.grossTotal, 1)}\n`);
    expect(mail.text).toContain(`http://localhost:3000/haendler/bestellungen/${orderId}\n`);
  });

  it("speaks of a guest's order, not of an account, and links the guest's signed order page in every mail", async () => {
    const guest = await orderingCustomer(app(), { isGuest: true });
    const { orderId, dealerId } = await placedOrder(app(), guest);
    const placed = await mailOf(`order-placed:${orderId}`);
    expect(placed.text).not.toMatch(/Registrierung|registriert|Kundenkonto|anmelden/i);
    expect(placed.text).toContain('Der Link zeigt Ihre Bestellung ohne Anmeldung und ist 60 Tage gültig');
    const link = /Bestellung ansehen: (\S+)/.exec(placed.text)?.[1] ?? '';
    expect(link).toMatch(
      new RegExp(`^http://localhost:3000/bestellung-ansehen/${orderId}\\?token=[0-9a-z]+\\.[\\w-]{43}$`),
    );
    const token = new URL(link).searchParams.get('token') ?? '';
    const shown = await http().get(`/api/order-process/guest-orders/${orderId}`).query({ token }).expect(200);
    expect(shown.body).toMatchObject({ OrderId: orderId, Status: 'placed', AllowedActions: [] });

    const dealer = await dealerStaff(app(), dealerId);
    const date = in5Days();
    await http()
      .post(`/api/dealer/orders/${orderId}/confirm`)
      .set(dealer.auth)
      .send({ DeliveryDate: date })
      .expect(200);
    const confirmed = await mailOf(`order-confirmed:${orderId}`);
    expect(confirmed.text).toContain(`Liefertermin: ${dayOf(date)}.`);
    expect(confirmed.text).toContain(`Bestätigter Liefertermin: ${dayOf(date)}\n`);
    expect(confirmed.text).toContain('Lieferadresse: Frau Karla Kunde');
    expect(confirmed.text).toMatch(new RegExp(`/bestellung-ansehen/${orderId}\\?token=`));
    expect(confirmed.text).not.toMatch(/Registrierung|Kundenkonto/);
  });

  it("confirms a guest's address as the address of the order, not of a registration or an account", async () => {
    const email = `gast-${Date.now()}@example.com`;
    await http()
      .post('/api/account/registrieren')
      .set('X-Forwarded-For', randomClientAddress())
      .send({ EmailAddress: email, FirstName: 'Gerd', LastName: 'Gast', ForOrder: true, AsGuest: true })
      .expect(201);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.template).toBe('confirm-request');
    expect(mail?.text).toContain('als Gast, ohne Kundenkonto');
    expect(mail?.text).toContain('alle Nachrichten zu Ihrer Bestellung');
    expect(mail?.text).not.toMatch(/Registrierung|registriert/);
  });

  it("writes a Swiss order's money and dates in the Swiss format (CHF 3'000.50, dd.mm.yyyy)", async () => {
    const { orderId } = await placedOrder(app());
    const order = await orderRow(orderId);
    // The same frozen order as if placed on the ch site: the mail formats by the order's site alone.
    const swiss = {
      ...order,
      countryId: 3 as const,
      grossTotal: 300_050,
      price: { ...order.price, currency: 'CHF' as const, grossTotal: 300_050, vatRate: 8.1 },
    };
    const customer = {
      email: 'k@example.com',
      title1: 'Frau',
      title2: null,
      lastName: 'Kunde',
      isGuest: false,
    };
    const mail = app().get(OrderMails).placedToCustomer({ order: swiss, points: [] }, customer);
    expect(mail.site).toBe('ch');
    expect(mail.text).toMatch(/Gesamtpreis inkl\. MwSt\.: CHF\s3[’']000\.50\n/);
    expect(mail.text).toContain('MwSt. 8.1 %: ');
    expect(mail.text).toMatch(/laut Angebot: \d{2}\.\d{2}\.\d{4}/);
    expect(mail.text).toContain(`http://localhost:3000/ch/kunde/bestellungen/${orderId}`);
    expect(mail.text).not.toContain('€');
    expect(mail.text).toContain('Kundenservice ist für Sie da: +41 800 000000');
    // Switzerland knows no statutory withdrawal for online purchases: the mail promises what the site grants.
    expect(mail.text).toContain(
      'Solange der Händler Ihre Bestellung nicht bestätigt hat, können Sie sie kostenlos stornieren',
    );
    expect(mail.text).not.toContain('widerrufen');
  });
});
