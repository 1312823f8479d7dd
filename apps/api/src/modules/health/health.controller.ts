import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../core/auth/auth.decorators.js';
import { Endpoint } from '../../core/http/endpoint.decorator.js';
import { LivenessOutput } from './dto/liveness.output.js';
import { ReadinessOutput } from './dto/readiness.output.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @Endpoint({ operationId: 'getHealth', summary: 'Liveness: the process answers', ok: LivenessOutput })
  liveness(): LivenessOutput {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @Endpoint({
    operationId: 'getReadiness',
    summary: 'Readiness: database and Redis, each with its state',
    ok: ReadinessOutput,
  })
  // Not the error body: the 503 answer is the readiness report itself.
  @ApiServiceUnavailableResponse({ type: ReadinessOutput, description: 'The database does not answer' })
  async readiness(@Res({ passthrough: true }) res: Response): Promise<ReadinessOutput> {
    const result = await this.health.readiness();
    if (result.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return result;
  }
}
