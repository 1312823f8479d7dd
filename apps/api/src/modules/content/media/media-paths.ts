import { COUNTRIES } from '@fuel/domain';
import { MEDIA_PATH_PREFIX, type MediaUser } from '@fuel/domain/content';
import type { MediaUsageOutput } from './dto/media-asset.output.js';
import { mediaKey } from './storage/media-storage.js';

/** The public URL path of a stored file: `/media/<sha256>/<file>` (content-addressed, cached for a year). */
export function mediaPathOf(sha256: string, file: string): string {
  return `${MEDIA_PATH_PREFIX}${mediaKey(sha256, file)}`;
}

export interface MediaUsageRow {
  readonly user: MediaUser;
  readonly userId: string;
  /** The page's or article's title (published, else the draft's), when found. */
  readonly title: string | null;
}

/** A where-used entry with the back-office screen that edits its user. */
export function usageOutput(row: MediaUsageRow): MediaUsageOutput {
  const { user, userId } = row;
  if (user === 'page') {
    return { user, userId, label: `Seite: ${row.title ?? userId}`, link: `/support/cms/${userId}/edit` };
  }
  if (user === 'news') {
    return { user, userId, label: `News: ${row.title ?? userId}`, link: `/support/cms/news/${userId}` };
  }
  if (user === 'advert') {
    return { user, userId, label: `Anzeige ${userId}`, link: `/support/adverts/${userId}` };
  }
  const [countryId, key = userId] = userId.split(':');
  const site = COUNTRIES.find((c) => String(c.id) === countryId)?.code.toUpperCase() ?? countryId;
  return {
    user,
    userId,
    label: `Textbaustein: ${key} (${site})`,
    link: `/support/cms/content/edit?countryId=${countryId}`,
  };
}
