import { type DestinationStream, pino, type Logger } from 'pino';
import type { AppConfig } from '../config/app-config.js';
import { REDACTED_HEADER_PATHS, redactLogArguments, serializeError } from './log-redaction.js';

/**
 * The one pino instance of the process; Nest and the HTTP request logger write through it. Secrets are
 * taken out of every line (log-redaction.ts); `destination` lets tests read the lines.
 */
export function createRootLogger(
  config: Pick<AppConfig, 'logLevel' | 'logPretty'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'api' },
    redact: REDACTED_HEADER_PATHS,
    serializers: { err: serializeError },
    hooks: {
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void): void {
        method.apply(this, redactLogArguments(args));
      },
    },
    ...(config.logPretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
