import { Controller, Get, Header, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/auth.decorators.js';
import { Metrics } from './metrics.service.js';

/** Headers a reverse proxy adds: their presence means the request did not come straight from Prometheus. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded'] as const;

export function cameThroughProxy(req: Pick<Request, 'headers'>): boolean {
  return PROXY_HEADERS.some((name) => req.headers[name] !== undefined);
}

/**
 * Prometheus's scrape of this process, in its text format. Outside /api: the web server's public proxy
 * forwards only /api and /session, so the public site never reaches it. A request that came through a proxy
 * all the same gets the API's usual 404, as if there were nothing here. Not part of the OpenAPI document.
 */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  // Prometheus scrapes without a token: what keeps the figures private is that only the internal network
  // reaches this path (see above), not a session.
  @Public()
  @Header('Cache-Control', 'no-store')
  scrape(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    if (cameThroughProxy(req)) throw new NotFoundException();
    res.setHeader('Content-Type', this.metrics.registry.contentType);
    return this.metrics.registry.metrics();
  }
}
