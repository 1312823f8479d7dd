import { confirmEmailChange, confirmNotifications, confirmRequest } from '@fuel/api-client';
import { apiBaseUrl } from '../api/api-base-url';
import { type ConfirmationResult, MISSING_TOKEN, confirmationResult } from './confirmation-result.util';

const CALLS = {
  request: confirmRequest,
  emailChange: confirmEmailChange,
  notifications: confirmNotifications,
} as const;

export type ConfirmationKind = keyof typeof CALLS;

/** Confirms a mail link's token with the API while the page renders. */
export async function confirmToken(
  kind: ConfirmationKind,
  token: string | null | undefined,
): Promise<ConfirmationResult> {
  if (!token) return MISSING_TOKEN;
  try {
    return confirmationResult(await CALLS[kind]({ baseUrl: apiBaseUrl(), body: { Token: token } }));
  } catch {
    return confirmationResult({ error: {} });
  }
}
