import { describe, expect, it } from 'vitest';

import {
  answerInput,
  answeredInputCount,
  canGoToStep,
  compareAnswers,
  completionPercentage,
  currentGuideStep,
  type GuideState,
  type GuideStep,
  goToStep,
  initialGuideState,
  isAnswered,
  isStepFinished,
  nextStep,
  orderedSteps,
  previousStep,
} from './guide-state.util.js';

// Deliberately out of order: OrderWeight, not list position, decides.
const steps: GuideStep[] = [
  { Id: 30, OrderWeight: 20, Inputs: [{ Key: 'consumption' }] },
  { Id: 10, OrderWeight: 0, Inputs: [{ Key: 'livingSpace' }, { Key: 'residents' }] },
  { Id: 20, OrderWeight: 5, Inputs: [{ Key: 'heating' }] },
];

function answered(...pairs: [number, string, string][]): GuideState {
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
    expect(initialGuideState()).toEqual({ currentStep: 1, stepValues: {} });
    expect(currentGuideStep(initialGuideState(), steps)?.Id).toBe(10);
  });

  it('allows a step only when every earlier step is fully answered', () => {
    const values = answered([10, 'livingSpace', '120'], [10, 'residents', '3']).stepValues;
    expect(canGoToStep(steps, values, 1)).toBe('allowed');
    expect(canGoToStep(steps, values, 2)).toBe('allowed');
    expect(canGoToStep(steps, values, 3)).toBe('refused');
    expect(canGoToStep(steps, {}, 2)).toBe('refused');
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
    expect(second).toEqual({ navigation: 'allowed', state: { ...start, currentStep: 2 } });
    expect(nextStep(second.state, steps)).toEqual({ navigation: 'refused', state: second.state });
    expect(previousStep(second.state, steps).state.currentStep).toBe(1);
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
