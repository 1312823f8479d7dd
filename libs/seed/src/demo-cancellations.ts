import { sql } from 'drizzle-orm';
import { type Database, orderCancellations, orderEvents, orders } from '@fuel/db';

export interface DemoCancellationsReport {
  /** Cancellations booked by this run (0 when they were booked before). */
  booked: number;
}

/** Cancellations older than this are booked in the demo; the newer ones stay open for the screen's work list. */
const BOOKED_AFTER_DAYS = 60;

/**
 * Books the older demo cancellations, alternately with and without commission, and gives every third of them
 * feedback, so cancellation management and the sales list show booked and open rows. Leaves rows staff have
 * touched alone (insert only where none exists), so it can run any number of times.
 */
export async function seedDemoCancellations(db: Database): Promise<DemoCancellationsReport> {
  const cancelledAt = sql`(select max(${orderEvents.at}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = 'cancelled')`;
  const withCommission = sql`${orders.id} % 2 = 0`;
  const withFeedback = sql`${orders.id} % 3 = 0`;
  const rows = await db
    .insert(orderCancellations)
    .select(
      db
        .select({
          orderId: orders.id,
          isBooked: sql<boolean>`true`.as('is_booked'),
          bookedAs:
            sql<string>`case when ${withCommission} then 'withCommission' else 'withoutCommission' end`.as(
              'booked_as',
            ),
          feedbackStatus: sql<number>`case when ${withFeedback} then 1 else 0 end`.as('feedback_status'),
          feedbackReason: sql<
            string | null
          >`case when ${withFeedback} then 'Anderswo günstiger bestellt' end`.as('feedback_reason'),
          feedbackComment: sql<string | null>`null`.as('feedback_comment'),
          updatedByUserId: sql<number | null>`null`.as('updated_by_user_id'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(orders)
        .where(
          sql`${orders.status} = 'cancelled' and ${cancelledAt} < now() - make_interval(days => ${BOOKED_AFTER_DAYS})`,
        ),
    )
    .onConflictDoNothing()
    .returning({ orderId: orderCancellations.orderId });
  return { booked: rows.length };
}
