import type { OrderStepName } from '@fuel/domain';

/** The German path segment and title of each order step (`/{productGroup}/bestellung/{step}`). */
export const ORDER_STEP_PAGES: Readonly<Record<OrderStepName, { slug: string; title: string }>> = {
  address: { slug: 'adresse', title: 'Lieferadresse' },
  deliveryPoints: { slug: 'abladestellen', title: 'Abladestellen' },
  payment: { slug: 'zahlung', title: 'Zahlungsart' },
  summary: { slug: 'zusammenfassung', title: 'Letzte Prüfung vor Ihrer Bestellung' },
};

export function orderStepBySlug(slug: string | undefined): OrderStepName | undefined {
  return (Object.keys(ORDER_STEP_PAGES) as OrderStepName[]).find(
    (name) => ORDER_STEP_PAGES[name].slug === slug,
  );
}

/** Query parameter carrying the held price from the confirm page into the order process. */
export const QUOTE_QUERY_KEY = 'angebot';

/** Query parameter of the step after the payment when the chosen method changed the price. */
export const PRICE_CHANGED_QUERY_KEY = 'preisGeaendert';
