import { describe, expect, it } from 'vitest';

import {
  answerInput,
  answeredInputCount,
  canGoToStep,
  clearedGuideState,
  clearInput,
  compareAnswers,
  completionPercentage,
  currentGuideStep,
  firstUnfinishedStep,
  type GuideAnswer,
  type GuideState,
  type GuideStep,
  goToStep,
  initialGuideState,
  isAnswered,
  isStepFinished,
  nextStep,
  orderedSteps,
  previousStep,
  RECORD_STATES,
  restoredGuideState,
} from './guide-state.util.js';

// Deliberately out of order: OrderWeight, not list position, decides.
const steps: GuideStep[] = [
  { Id: 30, OrderWeight: 20, Inputs: [{ Key: 'consumption' }] },
  { Id: 10, OrderWeight: 0, Inputs: [{ Key: 'livingSpace' }, { Key: 'residents' }] },
  { Id: 20, OrderWeight: 5, Inputs: [{ Key: 'heating' }] },
];

function answered(...pairs: [number, string, GuideAnswer][]): GuideState {
  return pairs.reduce(
    (state, [stepId, key, value]) => answerInput(state, stepId, key, value),
    initialGuideState(),
  );
}

const allAnswered = answered(
  [10, 'livingSpace', '120'],
  [10, 'residents', '3'],
  [20, 'heating', 'oil'],
  [30, 'consumption', '2500'],
);

describe('steps', () => {
  it('orders steps by OrderWeight', () => {
    expect(orderedSteps(steps).map((s) => s.Id)).toEqual([10, 20, 30]);
  });

  it('finishes a step when all its inputs are answered', () => {
    const partly = answered([10, 'livingSpace', '120']);
    const step = steps[1] as GuideStep;
    expect(answeredInputCount(step, partly.stepValues)).toBe(1);
    expect(isStepFinished(step, partly.stepValues)).toBe(false);
    const fully = answerInput(partly, 10, 'residents', '3');
    expect(isStepFinished(step, fully.stepValues)).toBe(true);
  });

  it('does not count empty answers or keys the step does not have', () => {
    expect(isAnswered('')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(0)).toBe(true);
    expect(isAnswered(false)).toBe(true);
    const state = answered([10, 'livingSpace', ''], [10, 'unknown', 'x']);
    expect(answeredInputCount(steps[1] as GuideStep, state.stepValues)).toBe(0);
  });
});

describe('navigation', () => {
  it('starts at step 1', () => {
    expect(initialGuideState()).toEqual({ currentStepId: 1, stepValues: {}, recordStates: {} });
    expect(currentGuideStep(initialGuideState(), steps)?.Id).toBe(10);
  });

  it('allows a step only when every earlier step is fully answered', () => {
    const values = answered([10, 'livingSpace', '120'], [10, 'residents', '3']).stepValues;
    expect(canGoToStep(steps, values, 1)).toBe('allowed');
    expect(canGoToStep(steps, values, 2)).toBe('allowed');
    expect(canGoToStep(steps, values, 3)).toBe('refused');
    expect(canGoToStep(steps, {}, 2)).toBe('refused');
  });

  it('sends a deep link to the first step with an unanswered input', () => {
    expect(firstUnfinishedStep(steps, {})).toBe(1);
    expect(
      firstUnfinishedStep(steps, answered([10, 'livingSpace', '120'], [10, 'residents', '3']).stepValues),
    ).toBe(2);
    expect(firstUnfinishedStep(steps, allAnswered.stepValues)).toBe(4);
  });

  it('signals finished right after the last step, and refuses everything else', () => {
    const all = allAnswered.stepValues;
    expect(canGoToStep(steps, all, 4)).toBe('finished');
    expect(canGoToStep(steps, {}, 4)).toBe('refused');
    expect(canGoToStep(steps, all, 5)).toBe('refused');
    expect(canGoToStep(steps, all, 0)).toBe('refused');
    expect(canGoToStep(steps, all, 1.5)).toBe('refused');
  });

  it('moves by one step and stays put when refused', () => {
    const start = answered([10, 'livingSpace', '120'], [10, 'residents', '3']);
    const second = nextStep(start, steps);
    expect(second).toEqual({ navigation: 'allowed', state: { ...start, currentStepId: 2 } });
    expect(nextStep(second.state, steps)).toEqual({ navigation: 'refused', state: second.state });
    expect(previousStep(second.state, steps).state.currentStepId).toBe(1);
    expect(previousStep(start, steps)).toEqual({ navigation: 'refused', state: start });
  });

  it('does not move when finishing', () => {
    const last = goToStep(allAnswered, steps, 3).state;
    expect(nextStep(last, steps)).toEqual({ navigation: 'finished', state: last });
  });
});

describe('completionPercentage', () => {
  it('floors answered over total inputs', () => {
    expect(completionPercentage(steps, {})).toBe(0);
    expect(completionPercentage(steps, answered([10, 'livingSpace', '1']).stepValues)).toBe(25);
    expect(completionPercentage(steps.slice(1), answered([20, 'heating', 'oil']).stepValues)).toBe(33);
  });

  it('avoids float error and stays within 0 to 100', () => {
    const many: GuideStep[] = [
      { Id: 1, OrderWeight: 0, Inputs: Array.from({ length: 100 }, (_, i) => ({ Key: `k${i}` })) },
    ];
    const state = Array.from({ length: 29 }, (_, i) => i).reduce(
      (s, i) => answerInput(s, 1, `k${i}`, 'x'),
      initialGuideState(),
    );
    expect(completionPercentage(many, state.stepValues)).toBe(29);
    expect(completionPercentage([], {})).toBe(0);
  });
});

describe('compareAnswers', () => {
  it('flattens every answered input key to its value', () => {
    const state = answered([10, 'livingSpace', '120'], [20, 'heating', ''], [30, 'consumption', '2500']);
    expect(compareAnswers(steps, state.stepValues)).toEqual({ livingSpace: '120', consumption: '2500' });
  });
});

/** The state as the browser gets it back after a reload: every answered step Unchanged. */
const reloaded = restoredGuideState(JSON.stringify(allAnswered), steps);

describe('record states', () => {
  it("are the spec's four", () => {
    expect(RECORD_STATES).toEqual(['Unchanged', 'Added', 'Modified', 'Deleted']);
  });

  it('marks a step answered for the first time Added, and it stays Added when edited', () => {
    const first = answered([10, 'livingSpace', '120']);
    expect(first.recordStates).toEqual({ 10: 'Added' });
    const edited = answerInput(answerInput(first, 10, 'residents', '3'), 10, 'livingSpace', '125');
    expect(edited.recordStates).toEqual({ 10: 'Added' });
  });

  it('marks an edited restored step Modified, and it stays Modified', () => {
    expect(reloaded.recordStates).toEqual({ 10: 'Unchanged', 20: 'Unchanged', 30: 'Unchanged' });
    const edited = answerInput(reloaded, 20, 'heating', 'gas');
    expect(edited.recordStates).toMatchObject({ 10: 'Unchanged', 20: 'Modified', 30: 'Unchanged' });
    expect(answerInput(edited, 20, 'heating', 'oil').recordStates[20]).toBe('Modified');
  });

  it('changes nothing when the same answer is given again', () => {
    expect(answerInput(reloaded, 30, 'consumption', '2500')).toBe(reloaded);
    const multiple = answered([20, 'heating', ['oil', 'solar']]);
    expect(answerInput(multiple, 20, 'heating', ['oil', 'solar'])).toBe(multiple);
  });

  it('marks a stored step Deleted once its last answer is cleared', () => {
    const cleared = clearInput(reloaded, 30, 'consumption');
    expect(cleared.stepValues[30]).toBeUndefined();
    expect(cleared.recordStates[30]).toBe('Deleted');
    const modifiedThenCleared = clearInput(
      answerInput(reloaded, 30, 'consumption', '2400'),
      30,
      'consumption',
    );
    expect(modifiedThenCleared.recordStates[30]).toBe('Deleted');
  });

  it('forgets an Added step once its last answer is cleared', () => {
    const cleared = clearInput(answered([10, 'livingSpace', '120']), 10, 'livingSpace');
    expect(cleared).toEqual(initialGuideState());
  });

  it('treats clearing one of several answers as an edit, and an empty answer as clearing', () => {
    const partly = answerInput(reloaded, 10, 'residents', '');
    expect(partly.stepValues[10]).toEqual({ livingSpace: '120' });
    expect(partly.recordStates[10]).toBe('Modified');
    expect(isStepFinished(steps[1] as GuideStep, partly.stepValues)).toBe(false);
  });

  it('answers a Deleted step again as Modified, and ignores clearing what is not there', () => {
    const deleted = clearInput(reloaded, 30, 'consumption');
    expect(answerInput(deleted, 30, 'consumption', '2300').recordStates[30]).toBe('Modified');
    expect(clearInput(deleted, 30, 'consumption')).toBe(deleted);
    expect(clearInput(deleted, 99, 'nothing')).toBe(deleted);
  });
});

describe('restoredGuideState', () => {
  it('restores what was stored, as text or parsed, with every step Unchanged', () => {
    const stored = { ...nextStep(answered([10, 'livingSpace', '120'], [10, 'residents', '3']), steps).state };
    const expected = { currentStepId: 2, stepValues: stored.stepValues, recordStates: { 10: 'Unchanged' } };
    expect(restoredGuideState(JSON.stringify(stored), steps)).toEqual(expected);
    expect(restoredGuideState(JSON.parse(JSON.stringify(stored)), steps)).toEqual(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty text', ''],
    ['broken JSON', '{"currentStepId":'],
    ['a number', 42],
    ['an array', [1, 2]],
    ['a text in JSON', '"guide"'],
  ])('starts afresh from %s', (_label, json) => {
    expect(restoredGuideState(json, steps)).toEqual(initialGuideState());
  });

  it('drops unknown steps, unknown inputs, empty answers and answers of a wrong type', () => {
    const json = {
      currentStepId: 1,
      stepValues: {
        10: { livingSpace: { nested: true }, residents: '3', unknown: 'x' },
        20: { heating: ['oil', 7] },
        30: { consumption: '' },
        99: { livingSpace: '120' },
      },
      recordStates: { 10: 'Added', 99: 'Modified' },
    };
    expect(restoredGuideState(json, steps)).toEqual({
      currentStepId: 1,
      stepValues: { 10: { residents: '3' } },
      recordStates: { 10: 'Unchanged' },
    });
  });

  it('keeps numbers, yes/no and multiple choices', () => {
    const json = {
      currentStepId: 1,
      stepValues: { 10: { livingSpace: 120, residents: 3 }, 20: { heating: false } },
    };
    expect(restoredGuideState(json, steps).stepValues).toEqual(json.stepValues);
    const multiple = { currentStepId: 1, stepValues: { 20: { heating: ['oil', 'solar'] } } };
    expect(restoredGuideState(multiple, steps).stepValues).toEqual(multiple.stepValues);
  });

  it('moves a position the answers do not allow to the first unfinished step', () => {
    const partly = { currentStepId: 3, stepValues: { 10: { livingSpace: '120', residents: '3' } } };
    expect(restoredGuideState(partly, steps).currentStepId).toBe(2);
    expect(restoredGuideState({ ...partly, currentStepId: '2' }, steps).currentStepId).toBe(2);
    expect(restoredGuideState({ ...allAnswered, currentStepId: 9 }, steps).currentStepId).toBe(3);
    expect(restoredGuideState({ currentStepId: 1, stepValues: {} }, []).currentStepId).toBe(1);
  });
});

describe('clearedGuideState', () => {
  it('starts the guide afresh', () => {
    expect(clearedGuideState()).toEqual(initialGuideState());
  });
});
