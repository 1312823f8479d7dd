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

/** Change tracking for records (spec 1 §3); a guide's records are its steps' answers. */
export const RECORD_STATES = ['Unchanged', 'Added', 'Modified', 'Deleted'] as const;
export type RecordState = (typeof RECORD_STATES)[number];

/** What the browser keeps under `guide-state-{guideId}` (spec 1 §3 "Guide values"). */
export interface GuideState {
  /** 1-based position in OrderWeight order; also the number in the route '/schritt-{n}'. */
  readonly currentStepId: number;
  readonly stepValues: GuideStepValues;
  /** By step id: what happened to the step's answers since they were restored (a step never touched has none). */
  readonly recordStates: Readonly<Record<number, RecordState>>;
}

export type GuideNavigation = 'allowed' | 'finished' | 'refused';

export function initialGuideState(): GuideState {
  return { currentStepId: 1, stepValues: {}, recordStates: {} };
}

/** The state after the visitor clears the guide (the web also removes the stored key). */
export function clearedGuideState(): GuideState {
  return initialGuideState();
}

export function orderedSteps<T extends GuideStep>(steps: readonly T[]): T[] {
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

function sameAnswer(a: GuideAnswer | undefined, b: GuideAnswer): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** An Added record stays Added; any other record that is edited becomes Modified. */
function editedRecordState(previous: RecordState | undefined): RecordState {
  return previous === undefined || previous === 'Added' ? 'Added' : 'Modified';
}

function withRecordState(
  states: GuideState['recordStates'],
  stepId: number,
  next: RecordState | undefined,
): GuideState['recordStates'] {
  const { [stepId]: _previous, ...others } = states;
  return next === undefined ? others : { ...others, [stepId]: next };
}

/** Stores an answer; an empty one clears the input (clearInput). Giving the same answer again changes nothing. */
export function answerInput(state: GuideState, stepId: number, key: string, value: GuideAnswer): GuideState {
  if (!isAnswered(value)) return clearInput(state, stepId, key);
  const stepAnswers = state.stepValues[stepId] ?? {};
  if (sameAnswer(stepAnswers[key], value)) return state;
  return {
    ...state,
    stepValues: { ...state.stepValues, [stepId]: { ...stepAnswers, [key]: value } },
    recordStates: withRecordState(state.recordStates, stepId, editedRecordState(state.recordStates[stepId])),
  };
}

/**
 * Removes an answer. A step that keeps other answers is edited; one left without answers is Deleted when it
 * had been stored before, and forgotten when it was only Added since.
 */
export function clearInput(state: GuideState, stepId: number, key: string): GuideState {
  const { [key]: cleared, ...rest } = state.stepValues[stepId] ?? {};
  if (cleared === undefined) return state;
  const previous = state.recordStates[stepId];
  const { [stepId]: _step, ...otherSteps } = state.stepValues;
  if (Object.keys(rest).length > 0) {
    return {
      ...state,
      stepValues: { ...otherSteps, [stepId]: rest },
      recordStates: withRecordState(state.recordStates, stepId, editedRecordState(previous)),
    };
  }
  const next = previous === undefined || previous === 'Added' ? undefined : 'Deleted';
  return {
    ...state,
    stepValues: otherSteps,
    recordStates: withRecordState(state.recordStates, stepId, next),
  };
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
  return { navigation, state: navigation === 'allowed' ? { ...state, currentStepId: target } : state };
}

export function nextStep(state: GuideState, steps: readonly GuideStep[]): GuideMove {
  return goToStep(state, steps, state.currentStepId + 1);
}

export function previousStep(state: GuideState, steps: readonly GuideStep[]): GuideMove {
  return goToStep(state, steps, state.currentStepId - 1);
}

export function currentGuideStep(state: GuideState, steps: readonly GuideStep[]): GuideStep | undefined {
  return orderedSteps(steps)[state.currentStepId - 1];
}

/**
 * Position of the first step with an unanswered input, where a deep link further on is sent; the position
 * past the last step when every step is answered.
 */
export function firstUnfinishedStep(steps: readonly GuideStep[], values: GuideStepValues): number {
  const index = orderedSteps(steps).findIndex((step) => !isStepFinished(step, values));
  return index === -1 ? steps.length + 1 : index + 1;
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isGuideAnswer(value: unknown): value is GuideAnswer {
  if (Array.isArray(value)) return value.every((item) => typeof item === 'string');
  return typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value);
}

/** The answers of the guide's own steps and inputs, each of an answer's type and not empty. */
function restoredStepValues(
  stored: unknown,
  steps: readonly GuideStep[],
): Record<number, Record<string, GuideAnswer>> {
  const byStep = isObject(stored) ? stored : {};
  return Object.fromEntries(
    steps.flatMap((step) => {
      const answers = byStep[String(step.Id)];
      if (!isObject(answers)) return [];
      const kept = step.Inputs.flatMap((input) => {
        const value = answers[input.Key];
        return isGuideAnswer(value) && isAnswered(value) ? [[input.Key, value] as const] : [];
      });
      return kept.length > 0 ? [[step.Id, Object.fromEntries(kept)] as const] : [];
    }),
  );
}

/**
 * The state local storage gave back (its text or the parsed value), checked against the guide: answers of
 * unknown steps or inputs and of the wrong type are dropped, anything unreadable gives the initial state. The
 * restored answers are Unchanged; a step position the answers no longer allow becomes the first unfinished one.
 */
export function restoredGuideState(json: unknown, steps: readonly GuideStep[]): GuideState {
  let stored = json;
  if (typeof json === 'string') {
    try {
      stored = JSON.parse(json);
    } catch {
      return initialGuideState();
    }
  }
  if (!isObject(stored)) return initialGuideState();
  const stepValues = restoredStepValues(stored.stepValues, steps);
  const position = stored.currentStepId;
  const currentStepId =
    typeof position === 'number' && canGoToStep(steps, stepValues, position) === 'allowed'
      ? position
      : Math.max(1, Math.min(steps.length, firstUnfinishedStep(steps, stepValues)));
  const recordStates = Object.fromEntries(Object.keys(stepValues).map((id) => [id, 'Unchanged' as const]));
  return { currentStepId, stepValues, recordStates };
}
