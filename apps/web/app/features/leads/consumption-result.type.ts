import type { ConsumptionComparisonOutput } from '@fuel/api-client';

/** The result as the server could render it from the session (the browser may have its own). */
export type SessionComparison =
  | { readonly state: 'none' }
  | { readonly state: 'failed'; readonly message: string }
  | {
      readonly state: 'compared';
      readonly comparison: ConsumptionComparisonOutput;
      readonly zipCode: string;
      readonly partnerAvailable: boolean;
    };
