import { randomBytes } from 'node:crypto';
import type { CountryCode } from '@fuel/domain';
import type { GuideStepValues } from '@fuel/domain/leads';
import { type SessionStorage, createCookieSessionStorage } from 'react-router';
import { readCookie } from '../../lib/site/cookie.util';
import { fittingStepValues } from './guide-answers.util';
import type { LeadGuide } from './guide.type';

/**
 * The guide's answers without JavaScript (issue #14 point 2): a signed, httpOnly cookie holds them between
 * the steps' form posts. It is small (a few hundred bytes: nine short answers) and kept as long as the
 * browser's local storage would keep them, so a visitor coming back finds the guide where they left it.
 */
export const GUIDE_SESSION_COOKIE = 'guide_answers';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

interface GuideSessionData {
  readonly guideId: number;
  readonly stepValues: GuideStepValues;
}

let storage: SessionStorage<{ answers: GuideSessionData }> | undefined;

/**
 * SESSION_SECRET signs the web's own cookies. Without it a random key per process: the answers are the
 * visitor's own and checked again on every read, so a restart only makes the guide start over.
 */
function sessionStorage(): SessionStorage<{ answers: GuideSessionData }> {
  storage ??= createCookieSessionStorage({
    cookie: {
      name: GUIDE_SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: MAX_AGE_SECONDS,
      secrets: [process.env.SESSION_SECRET || randomBytes(32).toString('hex')],
    },
  });
  return storage;
}

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:';
}

/**
 * The answers the session holds for the guide, those that still fit its inputs and the site (a postal code
 * of another site is no answer here); none for a missing, forged or expired cookie.
 */
export async function readSessionAnswers(
  request: Request,
  guide: LeadGuide,
  code: CountryCode,
): Promise<GuideStepValues> {
  const session = await sessionStorage().getSession(request.headers.get('Cookie'));
  const kept = session.get('answers');
  return kept?.guideId === guide.Id ? fittingStepValues(guide, kept.stepValues, code) : {};
}

/** Whether the request carries the guide's cookie at all (its page then is the visitor's own). */
export function hasGuideSession(request: Request): boolean {
  return readCookie(request.headers.get('Cookie'), GUIDE_SESSION_COOKIE) !== undefined;
}

/** The Set-Cookie header that keeps `stepValues` as the guide's answers. */
export async function sessionAnswersCookie(
  request: Request,
  guide: LeadGuide,
  stepValues: GuideStepValues,
): Promise<string> {
  const session = await sessionStorage().getSession();
  session.set('answers', { guideId: guide.Id, stepValues });
  return sessionStorage().commitSession(session, { secure: isHttps(request) });
}

/** The Set-Cookie header that forgets the answers ('Angaben löschen'). */
export async function clearedSessionCookie(request: Request): Promise<string> {
  const session = await sessionStorage().getSession();
  return sessionStorage().destroySession(session, { secure: isHttps(request) });
}
