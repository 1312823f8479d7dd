import { GUIDE_AUTO_ADVANCE_DEBOUNCE_MS } from '@fuel/domain/leads';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AutoAdvance {
  /** A move is due: the page tells the visitor it goes on by itself. */
  readonly pending: boolean;
  /** (Re)starts the pause: each later answer starts it again, so a quick correction is not skipped. */
  readonly restart: () => void;
  readonly cancel: () => void;
}

/** Spec 1 §4: after an answer that completes the step, a 1.5 s debounce, then `advance`. */
export function useAutoAdvance(advance: () => void, delayMs = GUIDE_AUTO_ADVANCE_DEBOUNCE_MS): AutoAdvance {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(advance);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    latest.current = advance;
  }, [advance]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setPending(false);
  }, []);
  const restart = useCallback(() => {
    clearTimeout(timer.current);
    setPending(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setPending(false);
      latest.current();
    }, delayMs);
  }, [delayMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { pending, restart, cancel };
}
