import { describe, expect, it } from 'vitest';
import { formatBytes, mediaLibraryFilters, mediaLibrarySearch, mediaNotice } from './media-library.util';

describe('mediaLibraryFilters', () => {
  it('reads folder, search, kind, page and the opened file from the query', () => {
    const filters = mediaLibraryFilters(
      new URLSearchParams('ordner=3&q=%20tank%20&art=bilder&seite=2&datei=9'),
    );
    expect(filters).toEqual({ folderId: 3, q: 'tank', kind: 'image', page: 2, mediaId: 9 });
  });

  it('ignores what is no id, no kind or too long', () => {
    const filters = mediaLibraryFilters(
      new URLSearchParams(`ordner=abc&art=svg&seite=0&datei=-1&q=${'x'.repeat(300)}`),
    );
    expect(filters).toMatchObject({ folderId: null, kind: null, page: 1, mediaId: null });
    expect(filters.q).toHaveLength(100);
  });
});

describe('mediaLibrarySearch', () => {
  it('writes the filters back, leaving out defaults, with changes applied', () => {
    const filters = mediaLibraryFilters(new URLSearchParams('ordner=3&q=tank&art=pdf'));
    expect(mediaLibrarySearch(filters)).toBe('?ordner=3&q=tank&art=pdf');
    expect(mediaLibrarySearch(filters, { page: 2, mediaId: 5 })).toBe(
      '?ordner=3&q=tank&art=pdf&seite=2&datei=5',
    );
    expect(mediaLibrarySearch(filters, { folderId: null, q: '', kind: null })).toBe('?');
  });
});

describe('formatBytes and mediaNotice', () => {
  it('says sizes in German', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(245_760)).toBe('240 KB');
    expect(formatBytes(15 * 1024 * 1024)).toBe('15 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });

  it('knows only its own notices', () => {
    expect(mediaNotice(new URLSearchParams('erledigt=uploaded'))).toBe('Die Datei ist hochgeladen.');
    expect(mediaNotice(new URLSearchParams('erledigt=toString'))).toBeNull();
  });
});
