import type { BadgeTone } from '../../../ui';
import type { CampaignPhase } from '@fuel/domain/ads';

/** The phases in the order the list's filter offers them: what delivers now first. */
export const CAMPAIGN_PHASES: readonly CampaignPhase[] = ['running', 'scheduled', 'paused', 'draft', 'ended'];

export const CAMPAIGN_PHASE_TONES: Readonly<Record<CampaignPhase, BadgeTone>> = {
  running: 'success',
  scheduled: 'info',
  paused: 'warning',
  draft: 'neutral',
  ended: 'neutral',
};
