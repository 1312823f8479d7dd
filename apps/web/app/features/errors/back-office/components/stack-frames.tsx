import type { StackFrameOutput } from '@fuel/api-client';
import { cx } from '../../../../ui/cx.util';
import { frameLocation, isDependencyFrame } from '../error-format.util';
import { PathText } from './path-text';
import styles from './error-trace.module.css';

type FrameKind = 'mapped' | 'unmapped' | 'dependency';

/** How a frame is shown: our own source stands out, the others say what they are. */
function frameKind(frame: StackFrameOutput): FrameKind {
  if (!frame.mapped) return 'unmapped';
  return isDependencyFrame(frame) ? 'dependency' : 'mapped';
}

const KIND_LABELS: Readonly<Record<FrameKind, string | null>> = {
  mapped: null,
  unmapped: 'ohne Source Map',
  dependency: 'Bibliothek',
};

/**
 * An occurrence's stack, innermost call first: frames mapped to our source stand out, frames without a source
 * map are marked, frames in node_modules are dimmed.
 */
export function StackFrames({ frames }: { readonly frames: readonly StackFrameOutput[] }) {
  if (frames.length === 0) return <p className={styles.muted}>Kein Stack übermittelt.</p>;
  return (
    <ol className={styles.frames}>
      {frames.map((frame, index) => {
        const kind = frameKind(frame);
        const label = KIND_LABELS[kind];
        return (
          // Frames have no id and recursion repeats them: their position is the key.
          <li key={index} className={cx(styles.frame, styles[kind])}>
            <span className={styles.function}>{frame.function ?? '(anonym)'}</span>{' '}
            <code className={styles.location}>
              <PathText path={frameLocation(frame)} />
            </code>
            {label && <span className={styles.kind}> ({label})</span>}
          </li>
        );
      })}
    </ol>
  );
}
