import type { MediaKind } from '@fuel/domain/content';

/** The library screen's address: the filters and the file opened beside the list (all in the query). */
export interface MediaLibraryFilters {
  readonly folderId: number | null;
  readonly q: string;
  readonly kind: MediaKind | null;
  readonly page: number;
  /** The file whose details are open. */
  readonly mediaId: number | null;
}

/** Query names of the screen (German, as the rest of the back office's addresses). */
export const MEDIA_QUERY = {
  folder: 'ordner',
  q: 'q',
  kind: 'art',
  page: 'seite',
  file: 'datei',
  notice: 'erledigt',
} as const;

const KINDS: Readonly<Record<string, MediaKind>> = { bilder: 'image', pdf: 'pdf' };
export const KIND_QUERY_VALUES: Readonly<Record<MediaKind, string>> = { image: 'bilder', pdf: 'pdf' };

function positiveInteger(text: string | null): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

export function mediaLibraryFilters(params: URLSearchParams): MediaLibraryFilters {
  return {
    folderId: positiveInteger(params.get(MEDIA_QUERY.folder)),
    q: (params.get(MEDIA_QUERY.q) ?? '').trim().slice(0, 100),
    kind: KINDS[params.get(MEDIA_QUERY.kind) ?? ''] ?? null,
    page: positiveInteger(params.get(MEDIA_QUERY.page)) ?? 1,
    mediaId: positiveInteger(params.get(MEDIA_QUERY.file)),
  };
}

/** The query string of the screen with some filters changed (`?…`; empty values left out). */
export function mediaLibrarySearch(
  filters: MediaLibraryFilters,
  change: Partial<MediaLibraryFilters> = {},
): string {
  const next = { ...filters, ...change };
  const params = new URLSearchParams();
  if (next.folderId !== null) params.set(MEDIA_QUERY.folder, String(next.folderId));
  if (next.q) params.set(MEDIA_QUERY.q, next.q);
  if (next.kind) params.set(MEDIA_QUERY.kind, KIND_QUERY_VALUES[next.kind]);
  if (next.page > 1) params.set(MEDIA_QUERY.page, String(next.page));
  if (next.mediaId !== null) params.set(MEDIA_QUERY.file, String(next.mediaId));
  const search = params.toString();
  return search ? `?${search}` : '?';
}

/** File sizes as the list shows them: `820 KB`, `1,4 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
}

/** Confirmations after an action (post/redirect/get carries their key in `erledigt`). */
export const MEDIA_NOTICES = {
  uploaded: 'Die Datei ist hochgeladen.',
  saved: 'Die Angaben zur Datei sind gespeichert.',
  deleted: 'Die Datei ist gelöscht.',
  'folder-created': 'Der Ordner ist angelegt.',
  'folder-deleted': 'Der Ordner ist gelöscht.',
} as const;
export type MediaNotice = keyof typeof MEDIA_NOTICES;

function isMediaNotice(key: string): key is MediaNotice {
  return Object.hasOwn(MEDIA_NOTICES, key);
}

export function mediaNotice(params: URLSearchParams): string | null {
  const key = params.get(MEDIA_QUERY.notice) ?? '';
  return isMediaNotice(key) ? MEDIA_NOTICES[key] : null;
}

/** The accept list of the upload's file input (the API judges by content all the same). */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif,application/pdf';
