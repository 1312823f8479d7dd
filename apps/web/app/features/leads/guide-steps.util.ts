import { type GuideStepValues, compareAnswers, orderedSteps } from '@fuel/domain/leads';
import type { LeadGuide, LeadGuideStep } from './guide.type';

/** The guide's steps with their titles and inputs, in the domain's order (OrderWeight). */
export function stepsInOrder(guide: LeadGuide): LeadGuideStep[] {
  return orderedSteps(guide.Steps);
}

/** Whether two sets of answers say the same (what the browser kept against what the session holds). */
export function sameAnswers(guide: LeadGuide, a: GuideStepValues, b: GuideStepValues): boolean {
  return JSON.stringify(compareAnswers(guide.Steps, a)) === JSON.stringify(compareAnswers(guide.Steps, b));
}
