import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  type CountryId,
  countryById,
  grossFromNet,
  multiplyMoney,
  pricePer100Units,
  productById,
  productGroupById,
  vatOfNet,
} from '@fuel/domain';
import type { FrozenPrice, OrderAddress, OrderStatus, PaymentChoice } from '@fuel/domain/orders';
import {
  branchServiceAreas,
  type Database,
  dealerBranches,
  dealers,
  orderDeliveryPoints,
  orderEvents,
  orderRatings,
  orders,
  priceLists,
  users,
} from '@fuel/db';
import { tierFor } from './demo-market/pricing.js';

const CUSTOMER_EMAIL = 'kunde@example.com';
const DEALER_STAFF_EMAIL = 'haendler@example.com';
const ZIP_CODE = '80331';
const COUNTRY_ID = 1;
const PRODUCT_GROUP_ID = 1;
const DAY_MS = 86_400_000;
/** Days after placing at which the demo orders moved on (delivered on the latest delivery day). */
const EVENT_DAY: Readonly<Record<OrderStatus, number>> = {
  placed: 0,
  confirmed: 1,
  declined: 1,
  delivered: 10,
  rated: 12,
  cancelled: 1,
};

export interface DemoOrdersReport {
  /** Orders written by this run: 0 when the customer already had some, or the demo dealer is missing. */
  created: number;
}

interface DemoOrderPlan {
  amount: number;
  daysAgo: number;
  /** Each status the order went through after `placed`, in order. */
  path: readonly OrderStatus[];
  payment: PaymentChoice;
}

/** A delivered and rated order, a confirmed one waiting for its delivery, and a new one for the dealer. */
const PLANS: readonly DemoOrderPlan[] = [
  {
    amount: 3000,
    daysAgo: 40,
    path: ['confirmed', 'delivered', 'rated'],
    payment: { paymentId: 11, isInteraidPayment: true, modifier: null },
  },
  {
    amount: 2500,
    daysAgo: 6,
    path: ['confirmed'],
    payment: {
      paymentId: 12,
      isInteraidPayment: true,
      modifier: null,
      iban: 'DE89370400440532013000',
      accountHolder: 'Karla Kunde',
      mandateReference: 'DEMO-MANDAT-0001',
    },
  },
  { amount: 1500, daysAgo: 1, path: [], payment: { paymentId: 11, isInteraidPayment: true, modifier: null } },
];

const ADDRESS: OrderAddress = {
  title1: 'Frau',
  title2: null,
  firstName: 'Karla',
  lastName: 'Kunde',
  company: null,
  street: 'Sendlinger Straße',
  houseNumber: '12',
  zipCode: ZIP_CODE,
  city: 'München',
  countryId: COUNTRY_ID,
  phone: null,
};

/**
 * A small order history of the demo customer with the demo dealer-staff account's dealer, so that the
 * customer area and the dealer portal show something. Runs after the demo accounts; writes nothing when the
 * customer already has orders (a regenerated demo market removes them, and this run writes them anew).
 */
export async function seedDemoOrders(db: Database, now = new Date()): Promise<DemoOrdersReport> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, CUSTOMER_EMAIL));
  const [staff] = await db
    .select({ id: users.id, dealerId: users.dealerId })
    .from(users)
    .where(eq(users.email, DEALER_STAFF_EMAIL));
  const dealerId = staff?.dealerId;
  if (!customer || !staff || !dealerId) return { created: 0 };
  const [existing] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, customer.id));
  if ((existing?.n ?? 0) > 0) return { created: 0 };

  const country = countryById(COUNTRY_ID);
  const productId = country.defaultProductId;
  const [branch] = await db
    .select({
      id: dealerBranches.id,
      name: dealerBranches.name,
      dealerName: dealers.name,
      tiers: priceLists.tiers,
    })
    .from(dealerBranches)
    .innerJoin(dealers, eq(dealers.id, dealerBranches.dealerId))
    .innerJoin(branchServiceAreas, eq(branchServiceAreas.branchId, dealerBranches.id))
    .innerJoin(priceLists, eq(priceLists.branchId, dealerBranches.id))
    .where(
      and(
        eq(dealerBranches.dealerId, dealerId),
        eq(branchServiceAreas.countryId, COUNTRY_ID),
        eq(branchServiceAreas.zipCode, ZIP_CODE),
        eq(priceLists.productId, productId),
      ),
    )
    .orderBy(asc(dealerBranches.id))
    .limit(1);
  if (!branch) return { created: 0 };

  await db.transaction(async (tx) => {
    for (const plan of PLANS) {
      const placedAt = new Date(now.getTime() - plan.daysAgo * DAY_MS);
      const baseNetPer100 = (tierFor(branch.tiers, plan.amount) ?? branch.tiers[0])?.netPer100 ?? 0;
      const price = frozenPrice(
        COUNTRY_ID,
        branch.dealerName,
        branch.name,
        productId,
        plan.amount,
        baseNetPer100,
        placedAt,
      );
      const status = plan.path.at(-1) ?? 'placed';
      const delivered = plan.path.includes('delivered');
      const quoteId = randomUUID();
      const [inserted] = await tx
        .insert(orders)
        .values({
          orderNumber: `pending-${quoteId}`,
          userId: customer.id,
          countryId: COUNTRY_ID,
          productGroupId: PRODUCT_GROUP_ID,
          dealerId: dealerId,
          branchId: branch.id,
          quoteId,
          status,
          amount: plan.amount,
          grossTotal: price.grossTotal,
          price,
          configuration: {
            ZipCode: ZIP_CODE,
            Amount: plan.amount,
            Stations: 1,
            ProductGroupId: PRODUCT_GROUP_ID,
            Product: { Id: productId, ClimateNeutral: false },
            Parameters: [{ Id: plan.payment.paymentId }],
            CountryId: COUNTRY_ID,
            Cn: false,
            Ap: false,
          },
          deliveryAddress: ADDRESS,
          payment: plan.payment,
          paymentStatus: 'open',
          deliveryDate: plan.path.includes('confirmed') ? price.latestDelivery : null,
          deliveredAmount: delivered ? plan.amount - 40 : null,
          placedAt,
          updatedAt: placedAt,
        })
        .returning({ id: orders.id });
      const id = (inserted as { id: number }).id;
      // The API's number scheme: site prefix and the order id.
      await tx
        .update(orders)
        .set({ orderNumber: `${country.code.toUpperCase()}-${String(id).padStart(7, '0')}` })
        .where(eq(orders.id, id));
      await tx
        .insert(orderDeliveryPoints)
        .values({ orderId: id, position: 0, address: ADDRESS, amount: plan.amount });
      let from: OrderStatus | null = null;
      for (const to of ['placed', ...plan.path] as const) {
        const byDealer = to === 'confirmed' || to === 'delivered';
        await tx.insert(orderEvents).values({
          orderId: id,
          fromStatus: from,
          toStatus: to,
          actorUserId: byDealer ? staff.id : customer.id,
          actor: byDealer ? 'dealer' : 'customer',
          note: to === 'rated' ? '5 Sterne' : null,
          at: new Date(placedAt.getTime() + EVENT_DAY[to] * DAY_MS),
        });
        from = to;
      }
      if (status === 'rated') {
        await tx.insert(orderRatings).values({
          orderId: id,
          dealerId: dealerId,
          stars: 5,
          // The demo dealers' means are generated; this text shows on the dealer page, not in the mean.
          text: 'Pünktlich geliefert, freundlicher Fahrer, alles sauber. Gerne wieder!',
          createdAt: new Date(placedAt.getTime() + EVENT_DAY.rated * DAY_MS),
        });
      }
    }
  });
  return { created: PLANS.length };
}

/** The breakdown as the API freezes it, for the standard options (no surcharges). */
export function frozenPrice(
  countryId: CountryId,
  dealerName: string,
  branchName: string,
  productId: number,
  amount: number,
  baseNetPer100: number,
  placedAt: Date,
): FrozenPrice {
  const country = countryById(countryId);
  const netTotal = multiplyMoney(baseNetPer100, amount, 100);
  const grossTotal = grossFromNet(netTotal, country.vatBasisPoints);
  const day = (days: number) => new Date(placedAt.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return {
    dealerName,
    branchName,
    currency: country.currencyCode,
    amount,
    unit: productGroupById(PRODUCT_GROUP_ID)?.unit ?? 'l',
    productId,
    productName: productById(productId)?.name ?? '',
    climateNeutral: false,
    baseNetPer100,
    surcharges: [],
    netTotal,
    vatRate: country.vatBasisPoints / 100,
    vatTotal: vatOfNet(netTotal, country.vatBasisPoints),
    grossTotal,
    grossPer100: pricePer100Units(grossTotal, amount),
    earliestDelivery: day(3),
    latestDelivery: day(10),
  };
}
