import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../core/auth/auth.decorators.js';
import { LivenessOutput, ReadinessOutput } from './dto/health.output.js';
import { HealthService } from './health.service.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Public()
  @ApiOperation({ operationId: 'getHealth', summary: 'Liveness: the process answers' })
  @ApiOkResponse({ type: LivenessOutput })
  liveness(): LivenessOutput {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @ApiOperation({
    operationId: 'getReadiness',
    summary: 'Readiness: database and Redis, each with its state',
  })
  @ApiOkResponse({ type: ReadinessOutput })
  @ApiServiceUnavailableResponse({ type: ReadinessOutput, description: 'The database does not answer' })
  async readiness(@Res({ passthrough: true }) res: Response): Promise<ReadinessOutput> {
    const result = await this.health.readiness();
    if (result.status !== 'ok') res.status(HttpStatus.SERVICE_UNAVAILABLE);
    return result;
  }
}
