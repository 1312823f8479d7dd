import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';

/** The one pino instance of the process; Nest and the HTTP request logger write through it. */
export function createRootLogger(config: Pick<AppConfig, 'logLevel' | 'logPretty'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'api' },
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(config.logPretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  });
}
