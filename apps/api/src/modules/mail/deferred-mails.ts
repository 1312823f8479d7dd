import { Injectable } from '@nestjs/common';
import type { CountryCode } from '@fuel/domain/common';
import type { OutgoingMail } from './mail.types.js';

/** A mail the worker writes when it delivers it, e.g. because the request must not show what it finds. */
export interface DeferredMailRequest {
  /** The kind of request, e.g. `password-reset-requested`; a renderer is registered under it. */
  template: string;
  to: string;
  site: CountryCode;
  /** What the renderer needs besides the address, e.g. the site the request came from. */
  payload: Record<string, unknown>;
}

/**
 * Writes the mail, or null when there is nothing to send. It runs inside the transaction that stores the
 * mail, so what it writes (its links' tokens) commits with it.
 */
export type DeferredMailRenderer = (request: DeferredMailRequest) => Promise<OutgoingMail | null>;

/** Renderers of deferred mails by kind; modules register theirs at start, the worker calls them. */
@Injectable()
export class DeferredMails {
  private readonly renderers = new Map<string, DeferredMailRenderer>();

  register(template: string, renderer: DeferredMailRenderer): void {
    this.renderers.set(template, renderer);
  }

  rendererOf(template: string): DeferredMailRenderer | undefined {
    return this.renderers.get(template);
  }
}
