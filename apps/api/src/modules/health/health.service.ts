import { Injectable } from '@nestjs/common';
import { DatabaseService } from '../../core/database/database.service.js';
import { RedisService } from '../../core/redis/redis.service.js';
import type { DependencyState, ReadinessOutput } from './dto/readiness.output.js';

@Injectable()
export class HealthService {
  constructor(
    private readonly database: DatabaseService,
    private readonly redis: RedisService,
  ) {}

  /** Ready means the database answers; a missing Redis only degrades caching, so it is reported, not fatal. */
  async readiness(): Promise<ReadinessOutput> {
    const [database, redis] = await Promise.all([this.databaseState(), this.redisState()]);
    return { status: database.status === 'down' ? 'unavailable' : 'ok', database, redis };
  }

  private async databaseState(): Promise<DependencyState> {
    try {
      await this.database.ping();
      return { status: 'up', kind: this.database.kind };
    } catch {
      return { status: 'down', kind: this.database.kind };
    }
  }

  private async redisState(): Promise<DependencyState> {
    const state = await this.redis.state();
    return { status: state, kind: state === 'in-process' ? 'memory' : 'redis' };
  }
}
