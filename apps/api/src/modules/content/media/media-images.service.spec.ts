import { describe, expect, it } from '@jest/globals';
import type { ImageVariant } from '@fuel/domain/content';
import { sanitizeRichText } from '../domain/rich-text.js';
import { BODY_IMAGE_SIZES, withResponsiveImages } from './media-images.service.js';

const HASH = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const variant = (format: 'avif' | 'webp', width: number): ImageVariant => ({
  format,
  width,
  height: width / 2,
  bytes: 100,
  path: `/media/${HASH}/${width}.${format}`,
});
const IMAGE = {
  width: 1200,
  height: 600,
  variants: [variant('webp', 960), variant('avif', 320), variant('webp', 320), variant('webp', 640)],
};
const images = new Map([[HASH, IMAGE]]);

describe('withResponsiveImages', () => {
  it('gives a known library image its WebP srcset by width, sizes, its size and lazy loading', () => {
    const html = sanitizeRichText(`<p>A</p><img src="/media/${HASH}/original.jpg" alt="Haus">`);
    expect(withResponsiveImages(html, images)).toBe(
      `<p>A</p><img src="/media/${HASH}/original.jpg" alt="Haus" ` +
        `srcset="/media/${HASH}/320.webp 320w, /media/${HASH}/640.webp 640w, /media/${HASH}/960.webp 960w" ` +
        `sizes="${BODY_IMAGE_SIZES}" width="1200" height="600" loading="lazy" />`,
    );
  });

  it('replaces what a stored body says of srcset, sizes, size and loading', () => {
    const html = `<img src="/media/${HASH}/original.jpg" srcset="/media/${HASH}/x.webp 9w" sizes="1px" width="1" height="1" loading="eager" alt="" />`;
    const out = withResponsiveImages(html, images);
    expect(out).not.toMatch(/9w|1px|"1"|eager/);
    expect(out.match(/srcset=/g)).toHaveLength(1);
  });

  it('leaves unknown hashes, other tags and an image without variants but its size as they are', () => {
    const unknown = `<img src="/media/${OTHER}/original.jpg" alt="x" />`;
    expect(withResponsiveImages(`<p>img</p>${unknown}`, images)).toBe(`<p>img</p>${unknown}`);
    const bare = withResponsiveImages(
      `<img src="/media/${HASH}/original.gif" alt="" />`,
      new Map([[HASH, { width: 10, height: 5, variants: [] }]]),
    );
    expect(bare).toBe(
      `<img src="/media/${HASH}/original.gif" alt="" width="10" height="5" loading="lazy" />`,
    );
  });
});
