import type { PublicationState } from '@fuel/domain/content';
import { Badge, type BadgeTone } from '../../../../ui';
import { PUBLICATION_STATE_NAMES } from '../cms-format.util';

const TONES: Readonly<Record<PublicationState, BadgeTone>> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
  unpublished: 'warning',
};

/** Where a page or article stands; "Änderungen" beside it when a saved draft differs from the published text. */
export function PublicationStateBadge({
  state,
  hasDraft,
}: {
  readonly state: PublicationState;
  readonly hasDraft?: boolean;
}) {
  return (
    <>
      <Badge tone={TONES[state]}>{PUBLICATION_STATE_NAMES[state]}</Badge>
      {hasDraft && state !== 'draft' && (
        <>
          {' '}
          <Badge tone="accent">Entwurf geändert</Badge>
        </>
      )}
    </>
  );
}
