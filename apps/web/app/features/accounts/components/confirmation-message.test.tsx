import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../../lib/session/session.context';
import type { SessionController } from '../../../lib/session/session-controller';
import { ConfirmationMessage } from './confirmation-message';

function renderWith(signedIn: (token: string) => void, signedInToken?: string) {
  const controller = { signedIn } as unknown as SessionController;
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SessionContext value={{ controller, initial: { status: 'loggedOut', user: undefined } }}>
          <ConfirmationMessage
            result={{ state: 'confirmed', headline: 'Vielen Dank!', message: 'Bestätigt.', signedInToken }}
          />
        </SessionContext>
      ),
    },
  ]);
  render(<Stub />);
}

describe('ConfirmationMessage', () => {
  it('a link that signed the visitor in updates the session at once (the header greets them)', async () => {
    const signedIn = vi.fn();
    renderWith(signedIn, 'jwt');
    expect(await screen.findByText('Bestätigt.')).toBeDefined();
    expect(signedIn).toHaveBeenCalledWith('jwt');
  });

  it('any other result leaves the session alone', async () => {
    const signedIn = vi.fn();
    renderWith(signedIn);
    expect(await screen.findByText('Bestätigt.')).toBeDefined();
    expect(signedIn).not.toHaveBeenCalled();
  });
});
