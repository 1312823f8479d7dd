import type { OrderStepName } from '@fuel/domain';
import { orderStepBySlug } from './order-steps.constant';

/** What the server says of the steps (GET /api/order-process/{productGroup}/steps). */
export interface ServerSteps {
  readonly Steps: readonly { readonly Name: string; readonly Validated: boolean }[];
  readonly LatestAccessibleStep: string | null;
}

export type StepResolution =
  | { readonly kind: 'show'; readonly step: OrderStepName }
  | { readonly kind: 'redirect'; readonly step: OrderStepName };

/**
 * Spec 2 §4: which step a URL shows. The step comes from the first path segment that names one (a variant
 * may stand before it); a step the server has not validated, or none at all, leads to the latest
 * accessible step instead.
 */
export function resolveOrderStep(
  steps: ServerSteps,
  segments: readonly (string | undefined)[],
): StepResolution {
  const requested = segments.map(orderStepBySlug).find((step) => step !== undefined);
  const reachable = steps.Steps.find((s) => s.Name === requested && s.Validated);
  if (reachable) return { kind: 'show', step: reachable.Name as OrderStepName };
  const latest = (steps.LatestAccessibleStep ?? steps.Steps[0]?.Name ?? 'address') as OrderStepName;
  return { kind: 'redirect', step: latest };
}

/** The steps before and after the current one, in the server's order; only validated ones are linked. */
export function neighbourSteps(
  steps: ServerSteps,
  current: OrderStepName,
): { readonly previous?: OrderStepName; readonly next?: OrderStepName } {
  const index = steps.Steps.findIndex((s) => s.Name === current);
  const at = (i: number) => steps.Steps[i]?.Name as OrderStepName | undefined;
  return index < 0 ? {} : { previous: at(index - 1), next: at(index + 1) };
}
