import { createHash } from 'node:crypto';
import { parse as parseUserAgent } from 'bowser';
import type { errorGroups, errorOccurrences } from '@fuel/db';
import { type CountryId, countryByCode, resolveSite } from '@fuel/domain';
import {
  type ErrorSource,
  type StackFrame,
  culpritFrame,
  culpritLabel,
  fingerprintInput,
  normalizeErrorMessage,
  scrubPersonalData,
} from '@fuel/domain/errors';

/** An occurrence before it knows its group. */
export type NewErrorOccurrence = Omit<
  typeof errorOccurrences.$inferInsert,
  'id' | 'groupId' | 'receivedAt' | 'frames'
> & { readonly frames: StackFrame[] };

/** What a group is created with; an existing group keeps its message and culprit. */
export type ErrorGroupKey = Pick<
  typeof errorGroups.$inferInsert,
  'fingerprint' | 'source' | 'message' | 'culprit'
>;

export interface OccurrenceDraft {
  readonly group: ErrorGroupKey;
  readonly occurrence: NewErrorOccurrence;
}

/** A scrubbed occurrence with the group it belongs to: fingerprint (SHA-256), title and culprit. */
export function occurrenceDraft(source: ErrorSource, occurrence: NewErrorOccurrence): OccurrenceDraft {
  const culprit = culpritFrame(occurrence.frames);
  const fingerprint = createHash('sha256')
    .update(fingerprintInput(source, occurrence.message, culprit))
    .digest('hex');
  return {
    group: {
      fingerprint,
      source,
      message: normalizeErrorMessage(occurrence.message),
      culprit: culprit ? culpritLabel(culprit) : null,
    },
    occurrence,
  };
}

// Control characters other than tab and line breaks; PostgreSQL refuses NUL in text and jsonb.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A reported text as stored: personal data scrubbed, control characters removed, at most `max` characters. */
export function storedText(text: string, max: number): string {
  return scrubPersonalData(text.replace(CONTROL_CHARACTERS, '')).slice(0, max);
}

/** `Chrome 131`: the browser family and major version, null when the user agent names none. */
export function browserName(userAgent: string | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const { name, version } = parseUserAgent(userAgent).browser;
  if (!name) return null;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

/**
 * The site of a page URL or a web path (`/at/…` is Austria, no prefix Germany), null when it is no http(s) URL.
 * Path prefixes only: the API does not know the web's SITE_DOMAINS.
 */
export function siteOf(url: string): CountryId | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://site.invalid');
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return countryByCode(resolveSite({ pathname: parsed.pathname })).id;
}
