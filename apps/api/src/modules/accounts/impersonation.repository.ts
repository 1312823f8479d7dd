import { Injectable } from '@nestjs/common';
import { impersonationLog } from '@fuel/db';
import { DatabaseService } from '../../core/database/database.service.js';

@Injectable()
export class ImpersonationRepository {
  constructor(private readonly database: DatabaseService) {}

  async log(staffUserId: number, customerUserId: number, action: string): Promise<void> {
    await this.database.db.insert(impersonationLog).values({ staffUserId, customerUserId, action });
  }
}
