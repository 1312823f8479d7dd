import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { AppException } from '../http/error-response.js';
import { AUTH_COOKIES, CSRF_HEADER, cookieOf } from './auth-cookies.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Signed double-submit token: `nonce.hmac(nonce)`. The client copies the XSRF-TOKEN cookie into the
 * RequestVerificationToken header; a cross-site form can neither read the cookie nor set the header, and
 * the signature stops a token planted by a sibling host that could write cookies.
 */
@Injectable()
export class CsrfService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  issue(): string {
    const nonce = randomBytes(24).toString('base64url');
    return `${nonce}.${this.sign(nonce)}`;
  }

  /** The request's cookie token when it is one of ours (to hand out again), else a new one. */
  current(req: Request): string {
    const cookie = cookieOf(req, AUTH_COOKIES.csrf);
    return cookie && this.isGenuine(cookie) ? cookie : this.issue();
  }

  assert(req: Request): void {
    const header = req.headers[CSRF_HEADER];
    const cookie = cookieOf(req, AUTH_COOKIES.csrf);
    const ok =
      typeof header === 'string' && cookie !== undefined && equal(header, cookie) && this.isGenuine(cookie);
    if (!ok) {
      throw new AppException(
        HttpStatus.FORBIDDEN,
        'CSRF_FAILED',
        'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte laden Sie die Seite neu.',
      );
    }
  }

  private isGenuine(token: string): boolean {
    const [nonce, signature, ...rest] = token.split('.');
    return rest.length === 0 && !!nonce && !!signature && equal(signature, this.sign(nonce));
  }

  private sign(nonce: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`csrf:${nonce}`).digest('base64url');
  }
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
