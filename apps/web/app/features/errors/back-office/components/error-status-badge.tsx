import type { ErrorGroupStatus } from '@fuel/domain/errors';
import { Badge } from '../../../../ui';
import { ERROR_STATUS_LABELS } from '../error-format.util';

/** Open groups need looking at; resolved ones stay quiet until they occur again. */
export function ErrorStatusBadge({ status }: { readonly status: ErrorGroupStatus }) {
  return <Badge tone={status === 'open' ? 'danger' : 'success'}>{ERROR_STATUS_LABELS[status]}</Badge>;
}
