import { randomBytes } from 'node:crypto';
import type { PaymentProviderConfig } from '../../core/config/app-config.js';

/** What a provider said: approved with its reference, or declined. An unreachable provider throws. */
export interface PaymentAuthorization {
  readonly approved: boolean;
  readonly reference?: string;
}

/**
 * A payment that an outside service must approve before the order exists (instalment, PayPal). Approval
 * only reserves the money: the order records it as `authorized`, never as paid.
 */
export interface PaymentProvider {
  readonly name: string;
  /** `orderReference` lets the provider tie retries of one attempt together. */
  authorize(grossTotal: number, currency: string, orderReference: string): Promise<PaymentAuthorization>;
  /** Gives an approval back when the order could not be written after all. */
  release(reference: string): Promise<void>;
}

/** The provider could not be asked (network, timeout, malformed answer): nothing is approved. */
export class PaymentProviderUnavailable extends Error {
  constructor(provider: string, reason: string) {
    super(`${provider}: ${reason}`);
    this.name = 'PaymentProviderUnavailable';
  }
}

/**
 * Deterministic stand-in for the instalment and PayPal services outside production: approves up to
 * 5,000.00 (EUR or CHF) and declines above, so tests and local runs can walk both paths. Never built in
 * production.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  static readonly APPROVAL_LIMIT = 500_000;

  constructor(readonly name: string) {}

  authorize(grossTotal: number): Promise<PaymentAuthorization> {
    if (grossTotal > SandboxPaymentProvider.APPROVAL_LIMIT) return Promise.resolve({ approved: false });
    return Promise.resolve({
      approved: true,
      reference: `SANDBOX-${randomBytes(6).toString('hex').toUpperCase()}`,
    });
  }

  release(): Promise<void> {
    return Promise.resolve();
  }
}

const TIMEOUT_MS = 10_000;

/**
 * A provider reached over HTTPS with an API key (INSTALMENT_PROVIDER_* / PAYPAL_PROVIDER_*), speaking a small
 * JSON contract: `POST {url}/authorizations` {amount (cents), currency, orderReference} → 2xx {approved,
 * reference}; `POST {url}/authorizations/{reference}/release`. Anything else counts as not approved.
 */
export class HttpPaymentProvider implements PaymentProvider {
  constructor(
    readonly name: string,
    private readonly config: PaymentProviderConfig,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  async authorize(
    grossTotal: number,
    currency: string,
    orderReference: string,
  ): Promise<PaymentAuthorization> {
    const response = await this.post('/authorizations', { amount: grossTotal, currency, orderReference });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!isAuthorization(answer)) throw new PaymentProviderUnavailable(this.name, 'malformed answer');
    if (!answer.approved) return { approved: false };
    if (!answer.reference) throw new PaymentProviderUnavailable(this.name, 'approval without reference');
    return { approved: true, reference: answer.reference };
  }

  async release(reference: string): Promise<void> {
    await this.post(`/authorizations/${encodeURIComponent(reference)}/release`, {});
  }

  private async post(path: string, body: unknown): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.config.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.config.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderUnavailable(this.name, (error as Error).message);
    }
    if (!response.ok) throw new PaymentProviderUnavailable(this.name, `HTTP ${response.status}`);
    return response;
  }
}

function isAuthorization(value: unknown): value is { approved: boolean; reference?: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { approved, reference } = value as Record<string, unknown>;
  return typeof approved === 'boolean' && (reference === undefined || typeof reference === 'string');
}
