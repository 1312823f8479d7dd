import type { GuideInputOutput, GuideOutput, GuideStepOutput } from '@fuel/api-client';

/**
 * The guide as `GET /api/leads/guide/{guideKey}` answers it (wire names; null for what an input lacks). It
 * fits the domain's GuideStep, so the state rules of @fuel/domain/leads take it as it is.
 */
export type LeadGuide = GuideOutput;
export type LeadGuideStep = GuideStepOutput;
export type LeadGuideInput = GuideInputOutput;
