import type { GuideInputOption, GuideInputType } from '@fuel/domain/leads';

/** A guide as stored (guide, guide_step, guide_input): what the API answers and validates answers against. */
export interface StoredGuide {
  readonly id: number;
  readonly key: string;
  readonly title: string;
  /** By order weight. */
  readonly steps: readonly StoredGuideStep[];
}

export interface StoredGuideStep {
  readonly id: number;
  readonly orderWeight: number;
  readonly title: string;
  /** By position within the step. */
  readonly inputs: readonly StoredGuideInput[];
}

export interface StoredGuideInput {
  readonly key: string;
  readonly type: GuideInputType;
  readonly label: string;
  readonly helpText: string | null;
  readonly unit: string | null;
  readonly min: number | null;
  readonly max: number | null;
  readonly options: readonly GuideInputOption[] | null;
}
