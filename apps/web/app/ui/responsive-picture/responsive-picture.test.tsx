import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsivePicture } from './responsive-picture';

const IMAGE = {
  src: '/media/abc/original.jpg',
  width: 1600,
  height: 900,
  sources: [
    { type: 'image/avif', srcset: '/media/abc/320.avif 320w, /media/abc/640.avif 640w' },
    { type: 'image/webp', srcset: '/media/abc/320.webp 320w, /media/abc/640.webp 640w' },
  ],
} as const;

describe('ResponsivePicture', () => {
  it('offers AVIF first, then WebP, with the sizes, and the original as the img', () => {
    const { container } = render(
      <ResponsivePicture
        image={IMAGE}
        alt="Tankwagen vor einem Haus"
        sizes="(min-width: 768px) 50vw, 100vw"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(IMAGE.sources[0].srcset);
    expect(sources.every((s) => s.getAttribute('sizes') === '(min-width: 768px) 50vw, 100vw')).toBe(true);
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/media/abc/original.jpg');
    expect(img?.getAttribute('alt')).toBe('Tankwagen vor einem Haus');
    expect(img?.getAttribute('width')).toBe('1600');
    expect(img?.getAttribute('height')).toBe('900');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('can load at once, keeps an empty alt for decoration and works without sources', () => {
    const { container } = render(
      <ResponsivePicture image={{ ...IMAGE, sources: [] }} alt="" loading="eager" className="hero" />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.className).toContain('hero');
  });
});
