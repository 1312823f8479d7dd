import { ORDER_STEP_WEIGHTS, type OrderStepName } from './order-steps.constant.js';

/** The steps of an order in walking order (spec 2 §2): delivery points only when there is more than one. */
export function orderSteps(stations: number): OrderStepName[] {
  const names = Object.keys(ORDER_STEP_WEIGHTS) as OrderStepName[];
  return names
    .filter((name) => name !== 'deliveryPoints' || stations > 1)
    .sort((a, b) => ORDER_STEP_WEIGHTS[a] - ORDER_STEP_WEIGHTS[b]);
}

/**
 * Spec 2 §4: a step is reachable only when the server lists it as validated; the latest accessible step is
 * the last validated step of the map. A step counts as validated when it and every step before it are done;
 * the first step and the one after the last done step are open for input.
 */
export function validatedSteps(
  steps: readonly OrderStepName[],
  done: ReadonlySet<OrderStepName>,
): OrderStepName[] {
  const validated: OrderStepName[] = [];
  for (const step of steps) {
    validated.push(step);
    if (!done.has(step)) break;
  }
  return validated;
}

export function latestAccessibleStep(
  steps: readonly OrderStepName[],
  validated: readonly OrderStepName[],
): OrderStepName | undefined {
  return [...steps].reverse().find((step) => validated.includes(step));
}

/** IBAN lengths of the SEPA countries our customers bank in (ISO 13616 registry). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
};

/** Spaces removed, upper case: the form an IBAN is checked and stored in. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** Checks country, length for the country and the mod-97 checksum (ISO 7064); undefined when valid. */
export function ibanProblem(value: string): IbanProblem | undefined {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? undefined : 'checksum';
}

export const IBAN_MESSAGES: Readonly<Record<IbanProblem, string>> = {
  format: 'Bitte geben Sie eine IBAN ein (zwei Buchstaben, dann Ziffern).',
  country: 'IBANs dieses Landes können wir nicht annehmen.',
  length: 'Die IBAN hat nicht die richtige Länge für ihr Land.',
  checksum: 'Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
};

/** The IBAN as shown after saving: country, check digits and the last four characters. */
export function maskIban(value: string): string {
  const iban = normalizeIban(value);
  return `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
}
