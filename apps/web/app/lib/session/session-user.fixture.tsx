import type { ReactNode } from 'react';
import { SessionContext } from './session.context';
import type { SessionUser } from './session-user.type';

/** Test data: the demo customer as the access token describes her. */
export const SESSION_USER_FIXTURE: SessionUser = {
  id: 7,
  title1: 'Frau',
  title2: null,
  roles: ['Role_Customer'],
  isImpersonated: false,
  isGuest: false,
  hasMexEnabled: false,
  hasAnyOrder: true,
  firstName: 'Karla',
  lastName: 'Kunde',
  expiresAt: null,
};

/** Renders `children` for a signed-in user, as the server saw the session (no browser controller). */
export function SignedInAs({ user, children }: { readonly user: SessionUser; readonly children: ReactNode }) {
  return (
    <SessionContext value={{ controller: undefined, initial: { status: 'loggedIn', user } }}>
      {children}
    </SessionContext>
  );
}
