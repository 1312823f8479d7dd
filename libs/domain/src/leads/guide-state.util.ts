/** Lead guide from GET /api/leads/guide/{guideKey}; PascalCase fields are the API's wire names. */
export interface GuideInput {
  readonly Key: string;
}

export interface GuideStep {
  readonly Id: number;
  readonly OrderWeight: number;
  readonly Inputs: readonly GuideInput[];
}

export interface Guide {
  readonly Id: number;
  readonly Steps: readonly GuideStep[];
}

export type GuideAnswer = string | number | boolean | readonly string[];
/** Answers by step id, then input key. */
export type GuideStepValues = Readonly<Record<number, Readonly<Record<string, GuideAnswer>>>>;

export interface GuideState {
  /** 1-based position in OrderWeight order; also the number in the route '/schritt-{n}'. */
  readonly currentStep: number;
  readonly stepValues: GuideStepValues;
}

export type GuideNavigation = 'allowed' | 'finished' | 'refused';

export function initialGuideState(): GuideState {
  return { currentStep: 1, stepValues: {} };
}

export function orderedSteps(steps: readonly GuideStep[]): GuideStep[] {
  return [...steps].sort((a, b) => a.OrderWeight - b.OrderWeight);
}

/** An empty text or an empty multiple choice is no answer. */
export function isAnswered(value: GuideAnswer | undefined): boolean {
  if (value === undefined || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

export function answeredInputCount(step: GuideStep, values: GuideStepValues): number {
  const answers = values[step.Id] ?? {};
  return step.Inputs.filter((input) => isAnswered(answers[input.Key])).length;
}

export function isStepFinished(step: GuideStep, values: GuideStepValues): boolean {
  return answeredInputCount(step, values) === step.Inputs.length;
}

export function answerInput(state: GuideState, stepId: number, key: string, value: GuideAnswer): GuideState {
  const stepAnswers = { ...state.stepValues[stepId], [key]: value };
  return { ...state, stepValues: { ...state.stepValues, [stepId]: stepAnswers } };
}

/**
 * A step is reachable once every earlier step is fully answered, so the guide cannot be skipped
 * through; the position right after the last step means the guide is finished.
 */
export function canGoToStep(
  steps: readonly GuideStep[],
  values: GuideStepValues,
  target: number,
): GuideNavigation {
  const ordered = orderedSteps(steps);
  if (!Number.isInteger(target) || target < 1 || target > ordered.length + 1) return 'refused';
  const earlierFinished = ordered.slice(0, target - 1).every((step) => isStepFinished(step, values));
  if (!earlierFinished) return 'refused';
  return target === ordered.length + 1 ? 'finished' : 'allowed';
}

export interface GuideMove {
  readonly navigation: GuideNavigation;
  readonly state: GuideState;
}

export function goToStep(state: GuideState, steps: readonly GuideStep[], target: number): GuideMove {
  const navigation = canGoToStep(steps, state.stepValues, target);
  return { navigation, state: navigation === 'allowed' ? { ...state, currentStep: target } : state };
}

export function nextStep(state: GuideState, steps: readonly GuideStep[]): GuideMove {
  return goToStep(state, steps, state.currentStep + 1);
}

export function previousStep(state: GuideState, steps: readonly GuideStep[]): GuideMove {
  return goToStep(state, steps, state.currentStep - 1);
}

export function currentGuideStep(state: GuideState, steps: readonly GuideStep[]): GuideStep | undefined {
  return orderedSteps(steps)[state.currentStep - 1];
}

export function completionPercentage(steps: readonly GuideStep[], values: GuideStepValues): number {
  const total = steps.reduce((sum, step) => sum + step.Inputs.length, 0);
  if (total === 0) return 0;
  const answered = steps.reduce((sum, step) => sum + answeredInputCount(step, values), 0);
  // Multiplying first keeps 29 of 100 at 29 %; (29 / 100) * 100 is 28.999….
  return Math.min(100, Math.max(0, Math.floor((answered * 100) / total)));
}

/** Body of POST /api/leads/{guideId}/compare: every answered input key with its value. */
export function compareAnswers(
  steps: readonly GuideStep[],
  values: GuideStepValues,
): Record<string, GuideAnswer> {
  return Object.fromEntries(
    orderedSteps(steps).flatMap((step) =>
      step.Inputs.flatMap((input) => {
        const value = values[step.Id]?.[input.Key];
        return value !== undefined && isAnswered(value) ? [[input.Key, value] as const] : [];
      }),
    ),
  );
}
