import { CAMPAIGN_PHASE_NAMES, type CampaignPhase } from '@fuel/domain/ads';
import { Badge } from '../../../../ui';
import { CAMPAIGN_PHASE_TONES } from '../campaign-phase.constant';

/** A campaign's phase (status and period now) as a coloured word: 'Läuft', 'Geplant', 'Beendet' … */
export function CampaignPhaseBadge({ phase }: { readonly phase: CampaignPhase }) {
  return <Badge tone={CAMPAIGN_PHASE_TONES[phase]}>{CAMPAIGN_PHASE_NAMES[phase]}</Badge>;
}
