import { createContext } from 'react';
import type { SessionController, SessionState } from './session-controller';

export interface SessionContextValue {
  /** Undefined during server rendering. */
  readonly controller: SessionController | undefined;
  /** What the server saw in the request's cookies; the state until the browser takes over. */
  readonly initial: SessionState;
}

export const SessionContext = createContext<SessionContextValue>({
  controller: undefined,
  initial: { status: 'loggedOut', user: undefined },
});
