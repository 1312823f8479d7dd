import type { NoticePlacement } from '@fuel/domain/content';

/**
 * A notice's link: a path of our site (`/heizoelpreise`, not `//elsewhere` nor `/\elsewhere`, which browsers
 * read as another host) or an https address. Nothing else: no javascript:, data:, http: or mailto:.
 */
export function isAllowedNoticeLink(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching them is the point
  if (/[\s\u0000-\u001F\u007F\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!url.toLowerCase().startsWith('https://')) return false;
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      parsed.hostname !== '' &&
      parsed.username === '' &&
      parsed.password === ''
    );
  } catch {
    return false;
  }
}

/** Whether a notice shows at `now`: switched on and within its period (start inclusive, end exclusive). */
export function isNoticeLive(
  notice: { readonly active: boolean; readonly startsAt: Date; readonly endsAt: Date | null },
  now: Date,
): boolean {
  return notice.active && notice.startsAt <= now && (notice.endsAt === null || notice.endsAt > now);
}

/** What the back office shows about a notice's period. */
export type NoticeStatus = 'live' | 'scheduled' | 'ended' | 'off';

export function noticeStatus(
  notice: { readonly active: boolean; readonly startsAt: Date; readonly endsAt: Date | null },
  now: Date,
): NoticeStatus {
  if (!notice.active) return 'off';
  if (notice.startsAt > now) return 'scheduled';
  return notice.endsAt !== null && notice.endsAt <= now ? 'ended' : 'live';
}

/**
 * The notices a page of `placement` shows, from live ones sorted by priority: at most `perPlacement` of its
 * own placement and as many of `all`, highest priority first.
 */
export function pickNotices<T extends { readonly placement: NoticePlacement }>(
  sorted: readonly T[],
  placement: NoticePlacement,
  perPlacement: number,
): T[] {
  const counts = new Map<NoticePlacement, number>();
  return sorted.filter((notice) => {
    if (notice.placement !== placement && notice.placement !== 'all') return false;
    const count = counts.get(notice.placement) ?? 0;
    if (count >= perPlacement) return false;
    counts.set(notice.placement, count + 1);
    return true;
  });
}
