import { Inject, Injectable } from '@nestjs/common';
import {
  type CountryId,
  OPTION_CATALOGUE_IDS,
  type PaymentChoice,
  optionById,
  optionOfferedOnSite,
} from '@fuel/domain';
import { APP_CONFIG } from '../../core/config/config.module.js';
import type { AppConfig, OutsidePaymentMethod } from '../../core/config/app-config.js';
import { HttpPaymentProvider, type PaymentProvider, SandboxPaymentProvider } from './payment-providers.js';

export interface PaymentMethod {
  readonly paymentId: number;
  readonly isInteraidPayment: boolean;
  readonly label: string;
  readonly description: string;
  /** Instalment months (the dealer's MonthlyRateCount), else null. */
  readonly modifier: number | null;
}

const ids = OPTION_CATALOGUE_IDS;

/** What the dealer of a quote accepts and the customer may use. */
export interface PaymentContext {
  readonly dealerPaymentIds: readonly number[];
  readonly monthlyRateCount: number | null;
  readonly isGuest: boolean;
  /** The quote's site: Switzerland knows no SEPA direct debit (optionOfferedOnSite). */
  readonly countryId: CountryId;
}

/**
 * The payment step's choices (spec 2 §2): monthly instalment, invoice and SEPA direct debit through the
 * marketplace (registered customers only: the marketplace carries the risk), invoice and SEPA direct debit
 * of the dealer, and PayPal. Methods of outside providers are offered only where a provider is configured.
 */
@Injectable()
export class PaymentMethods {
  private readonly providers: ReadonlyMap<number, PaymentProvider>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const providers = new Map<number, PaymentProvider>();
    const methods: [number, OutsidePaymentMethod][] = [
      [ids.instalment, 'instalment'],
      [ids.paypal, 'paypal'],
    ];
    for (const [paymentId, method] of methods) {
      const keys = config.paymentProviders[method];
      // Configured keys win everywhere; without them production does not offer the method at all.
      if (keys) providers.set(paymentId, new HttpPaymentProvider(method, keys));
      else if (config.nodeEnv !== 'production')
        providers.set(paymentId, new SandboxPaymentProvider(`sandbox-${method}`));
    }
    this.providers = providers;
  }

  offered(context: PaymentContext): PaymentMethod[] {
    return this.methods(context).filter((method) => optionOfferedOnSite(method.paymentId, context.countryId));
  }

  /** Every method the dealer and customer allow, before the site's own rules. */
  private methods(context: Omit<PaymentContext, 'countryId'>): PaymentMethod[] {
    const accepts = (id: number) => context.dealerPaymentIds.includes(id);
    const methods: PaymentMethod[] = [];
    if (
      accepts(ids.instalment) &&
      context.monthlyRateCount &&
      this.providers.has(ids.instalment) &&
      !context.isGuest
    )
      methods.push({
        paymentId: ids.instalment,
        isInteraidPayment: true,
        label: 'Ratenzahlung',
        description: `in ${context.monthlyRateCount} Monatsraten über unseren Finanzierungspartner`,
        modifier: context.monthlyRateCount,
      });
    if (!context.isGuest) {
      methods.push(
        marketplace(ids.paymentInvoice, 'Rechnung über den Marktplatz', 'zahlbar 14 Tage nach Lieferung'),
      );
      methods.push(
        marketplace(ids.sepaDirectDebit, 'SEPA-Lastschrift über den Marktplatz', 'Einzug nach Lieferung'),
      );
    }
    if (accepts(ids.paymentInvoice))
      methods.push(
        dealer(ids.paymentInvoice, 'Rechnung des Händlers', 'zahlbar nach Lieferung an den Händler'),
      );
    if (accepts(ids.sepaDirectDebit))
      methods.push(
        dealer(ids.sepaDirectDebit, 'SEPA-Lastschrift des Händlers', 'der Händler zieht nach Lieferung ein'),
      );
    if (accepts(ids.paypal) && this.providers.has(ids.paypal))
      methods.push({ ...marketplace(ids.paypal, 'PayPal', 'Zahlung über Ihr PayPal-Konto') });
    return methods;
  }

  provider(paymentId: number): PaymentProvider | undefined {
    return this.providers.get(paymentId);
  }

  /** The label of a placed order's payment, as the payment step named it. */
  labelOfOrder(payment: PaymentChoice): string {
    const methods = this.methods({
      dealerPaymentIds: [payment.paymentId],
      monthlyRateCount: payment.modifier,
      isGuest: false,
    });
    return labelOf(methods, payment);
  }
}

function marketplace(paymentId: number, label: string, description: string): PaymentMethod {
  return { paymentId, isInteraidPayment: true, label, description, modifier: null };
}

function dealer(paymentId: number, label: string, description: string): PaymentMethod {
  return { paymentId, isInteraidPayment: false, label, description, modifier: null };
}

export function isSepa(paymentId: number): boolean {
  return paymentId === ids.sepaDirectDebit;
}

export function labelOf(methods: readonly PaymentMethod[], payment: PaymentChoice): string {
  return (
    methods.find(
      (m) => m.paymentId === payment.paymentId && m.isInteraidPayment === payment.isInteraidPayment,
    )?.label ??
    optionById(payment.paymentId)?.label ??
    String(payment.paymentId)
  );
}
