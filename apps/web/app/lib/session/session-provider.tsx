import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApiClient } from '../api/api-client-provider';
import { createBrowserSession } from './browser-session';
import type { SessionState } from './session-controller';
import { SessionContext } from './session.context';
import type { SessionUser } from './session-user.type';

/** Tracks the browser's session (spec 2 §4); mounted once in the root layout. */
export function SessionProvider({ user, children }: { user: SessionUser | undefined; children: ReactNode }) {
  const { revalidate } = useRevalidator();
  const api = useApiClient();
  const [session] = useState(() => (typeof document === 'undefined' ? undefined : createBrowserSession(api)));

  useEffect(() => session?.connect(), [session]);
  // Pages that need a login redirect to the sign-in when their loaders run again.
  useEffect(() => session?.setOnEnd(() => void revalidate()), [session, revalidate]);
  // A form that signed in on the server (route action) set the cookies; the root loader's user says so.
  useEffect(() => {
    if (user) void session?.controller.check();
  }, [session, user]);

  const initial = useMemo<SessionState>(
    () => (user ? { status: 'loggedIn', user } : { status: 'loggedOut', user: undefined }),
    [user],
  );
  const value = useMemo(() => ({ controller: session?.controller, initial }), [session, initial]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
