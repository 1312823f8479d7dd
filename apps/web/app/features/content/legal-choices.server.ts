import { type CountryCode, isSiteReturnPath } from '@fuel/domain';
import { redirect } from 'react-router';
import { readCookie } from '../../lib/site/cookie.util';
import {
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_COOKIE_NAME,
  type ConsentChoice,
  LEGAL_FORM_FIELDS,
  fraudWarningCookieName,
  isConsentChoice,
} from './consent.constant';

/** What the visitor decided about cookies and the fraud warning, read from the request's cookies. */
export interface LegalChoices {
  /** null until the visitor chose: the banner shows. */
  readonly consent: ConsentChoice | null;
  readonly fraudWarningDismissed: boolean;
}

export function readLegalChoices(cookieHeader: string | null, code: CountryCode): LegalChoices {
  const consent = readCookie(cookieHeader, CONSENT_COOKIE_NAME);
  return {
    consent: isConsentChoice(consent) ? consent : null,
    fraudWarningDismissed: readCookie(cookieHeader, fraudWarningCookieName(code)) === '1',
  };
}

/** The choice a consent form submitted: 'Alle akzeptieren', 'Nur notwendige' or the settings' checkbox. */
export function consentOfForm(form: FormData): ConsentChoice {
  const submit = form.get(LEGAL_FORM_FIELDS.choice);
  if (submit === 'all') return 'statistics';
  if (submit === 'selection' && form.get(LEGAL_FORM_FIELDS.statistics) === 'on') return 'statistics';
  // Anything else, a missing or forged value included, consents to nothing optional.
  return 'necessary';
}

function cookieHeader(request: Request, name: string, value: string, maxAgeSeconds: number): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax; HttpOnly${secure}`;
}

/** Back to the page the form was sent from (a path of this site only), else the site's start page. */
function backTo(form: FormData, fallback: string, setCookie: string): Response {
  const returnTo = form.get(LEGAL_FORM_FIELDS.returnTo);
  return redirect(isSiteReturnPath(returnTo) ? returnTo : fallback, { headers: { 'Set-Cookie': setCookie } });
}

/** Stores the consent choice and returns to the page; works as a plain form post without JavaScript. */
export async function saveConsent(request: Request, fallback: string): Promise<Response> {
  const form = await request.formData();
  const consent = consentOfForm(form);
  return backTo(
    form,
    fallback,
    cookieHeader(request, CONSENT_COOKIE_NAME, consent, CONSENT_COOKIE_MAX_AGE_SECONDS),
  );
}

/** Hides the fraud warning on this site (as long as the consent is kept). */
export async function dismissFraudWarning(
  request: Request,
  code: CountryCode,
  fallback: string,
): Promise<Response> {
  const form = await request.formData();
  return backTo(
    form,
    fallback,
    cookieHeader(request, fraudWarningCookieName(code), '1', CONSENT_COOKIE_MAX_AGE_SECONDS),
  );
}
