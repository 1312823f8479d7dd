import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { orders } from '@fuel/db';
import { DatabaseService } from '../../core/database/database.service.js';
import type { Executor } from '../mail/transaction.type.js';

/** Whether a customer has ever ordered: the hasAnyOrder claim and GET /api/jwt/kunde/hat-bestellungen. */
@Injectable()
export class CustomerOrdersLookup {
  constructor(private readonly database: DatabaseService) {}

  async hasAnyOrder(userId: number, executor: Executor = this.database.db): Promise<boolean> {
    const rows = await executor
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, userId))
      .limit(1);
    return rows.length > 0;
  }
}
