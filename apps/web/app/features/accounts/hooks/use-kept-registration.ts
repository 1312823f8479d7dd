import { cacheRegistrationData } from '@fuel/api-client';
import { useCallback, useEffect, useRef } from 'react';
import { useApiClient } from '../../../lib/api/api-client-provider';

/** Typing pauses this long before the form is kept. */
const KEEP_DELAY_MS = 500;

/**
 * Within an order the half-filled registration form is kept by the API (`POST /api/account/cache-reg-data`,
 * never the password), so a visitor who looks at the terms or reloads finds it filled in again.
 */
export function useKeptRegistration(enabled: boolean): (form: HTMLFormElement, asGuest: boolean) => void {
  const api = useApiClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (form: HTMLFormElement, asGuest: boolean) => {
      if (!enabled) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const values = new FormData(form);
        const text = (name: string) => String(values.get(name) ?? '').trim() || null;
        void cacheRegistrationData({
          client: api,
          body: {
            AuthData: {
              EmailAddress: text('email'),
              FirstName: text('firstName'),
              LastName: text('lastName'),
              AsGuest: asGuest,
              WithPassword: Boolean(text('password')),
            },
            UseInvoiceAddress: false,
          },
        });
      }, KEEP_DELAY_MS);
    },
    [enabled, api],
  );
}
