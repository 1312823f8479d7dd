import { LEAD_TRANSFER_STATUS_LABELS, type LeadTransferState } from '@fuel/domain/leads';
import { Badge, type BadgeTone } from '../../../../ui';

const TONES: Readonly<Record<LeadTransferState, BadgeTone>> = {
  unconfirmed: 'neutral',
  pending: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

/** Where a lead is: not confirmed yet (double opt-in), or on its way to the partner. */
export function LeadStatusBadge({ status }: { readonly status: LeadTransferState }) {
  return <Badge tone={TONES[status]}>{LEAD_TRANSFER_STATUS_LABELS[status]}</Badge>;
}
