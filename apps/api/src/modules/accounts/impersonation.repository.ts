import { Injectable } from '@nestjs/common';
import { impersonationLog } from '@fuel/db';
import { TransactionRunner } from '../../core/database/transaction-runner.js';

@Injectable()
export class ImpersonationRepository {
  constructor(private readonly runner: TransactionRunner) {}

  async log(staffUserId: number, customerUserId: number, action: string): Promise<void> {
    await this.runner.db.insert(impersonationLog).values({ staffUserId, customerUserId, action });
  }
}
