import type { MediaAssetDetailOutput, MediaAssetOutput } from '@fuel/api-client';

const HASH = 'a'.repeat(64);

export const IMAGE_ASSET: MediaAssetOutput = {
  id: 7,
  folderId: 2,
  kind: 'image',
  fileName: 'tankwagen.jpg',
  contentType: 'image/jpeg',
  bytes: 245_760,
  sha256: HASH,
  width: 1600,
  height: 900,
  altText: 'Tankwagen vor einem Haus',
  title: null,
  path: `/media/${HASH}/original.jpg`,
  variants: [
    { format: 'avif', width: 320, height: 180, bytes: 9000, path: `/media/${HASH}/320.avif` },
    { format: 'webp', width: 320, height: 180, bytes: 12000, path: `/media/${HASH}/320.webp` },
  ],
  image: {
    src: `/media/${HASH}/original.jpg`,
    width: 1600,
    height: 900,
    altText: 'Tankwagen vor einem Haus',
    sources: [
      { type: 'image/avif', srcset: `/media/${HASH}/320.avif 320w` },
      { type: 'image/webp', srcset: `/media/${HASH}/320.webp 320w` },
    ],
  },
  createdAt: '2026-11-24T10:00:00.000Z',
};

export const PDF_ASSET: MediaAssetOutput = {
  ...IMAGE_ASSET,
  id: 8,
  folderId: null,
  kind: 'pdf',
  fileName: 'preisliste.pdf',
  contentType: 'application/pdf',
  bytes: 80_000,
  sha256: 'b'.repeat(64),
  width: null,
  height: null,
  altText: null,
  title: 'Preisliste',
  path: `/media/${'b'.repeat(64)}/original.pdf`,
  variants: [],
  image: null,
};

export const USED_ASSET: MediaAssetDetailOutput = {
  ...IMAGE_ASSET,
  usages: [{ user: 'news', userId: '12', label: 'News: Heizöl im Winter', link: '/support/cms/news/12' }],
};
