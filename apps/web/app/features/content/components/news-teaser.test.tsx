import type { NewsArticleSummaryOutput } from '@fuel/api-client';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testSite } from '../../../test/render-with-providers';
import { SiteProvider } from '../../../lib/site/site-provider';
import { NEWS_FALLBACK_IMAGE } from '../news.constant';
import { NewsTeaser } from './news-teaser';

const article: NewsArticleSummaryOutput = {
  Id: 3,
  ArtikelString: 'heizoel-standard-oder-premium',
  Title: 'Heizöl schwefelarm oder Premium',
  Teaser: 'Für wen sich die Additive lohnen.',
  FilePath: null,
  ImageAlt: null,
  Image: null,
  Author: 'Redaktion',
  Featured: false,
  PublishedAt: '2026-11-12T06:00:00.000Z',
  UpdatedAt: '2026-11-12T06:00:00.000Z',
  Link: '/news/artikel/heizoel-standard-oder-premium',
};

function renderTeaser(value: NewsArticleSummaryOutput) {
  return render(
    <MemoryRouter>
      <SiteProvider site={testSite('ch')}>
        <NewsTeaser article={value} />
      </SiteProvider>
    </MemoryRouter>,
  );
}

describe('NewsTeaser', () => {
  it('links the title to the article of the site and shows the date in the site format', () => {
    renderTeaser(article);

    const link = screen.getByRole('link', { name: article.Title });
    expect(link.getAttribute('href')).toBe('/ch/news/artikel/heizoel-standard-oder-premium');
    expect(screen.getByText('12.11.2026')).toBeDefined();
  });

  it('shows the fallback image (decorative) without FilePath, and the article image with its alt text', () => {
    const { container, unmount } = renderTeaser(article);
    const fallback = container.querySelector('img');
    expect(fallback?.getAttribute('src')).toBe(NEWS_FALLBACK_IMAGE);
    expect(fallback?.getAttribute('alt')).toBe('');
    unmount();

    renderTeaser({ ...article, FilePath: '/images/news/oeltank.svg', ImageAlt: 'Heizöltank im Keller' });
    expect(screen.getByRole('img', { name: 'Heizöltank im Keller' }).getAttribute('src')).toBe(
      '/images/news/oeltank.svg',
    );
  });

  it('shows a library image as <picture> with its AVIF and WebP variants', () => {
    const image = {
      src: '/media/ab12/original.jpg',
      width: 1600,
      height: 900,
      altText: 'Tankwagen',
      sources: [
        { type: 'image/avif' as const, srcset: '/media/ab12/320.avif 320w, /media/ab12/640.avif 640w' },
        { type: 'image/webp' as const, srcset: '/media/ab12/320.webp 320w, /media/ab12/640.webp 640w' },
      ],
    };
    const { container } = renderTeaser({
      ...article,
      FilePath: image.src,
      ImageAlt: 'Tankwagen vor dem Haus',
      Image: image,
    });
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(image.sources[0]?.srcset);
    expect(sources[0]?.getAttribute('sizes')).toContain('100vw');
    const img = screen.getByRole('img', { name: 'Tankwagen vor dem Haus' });
    expect(img.getAttribute('src')).toBe('/media/ab12/original.jpg');
    expect(img.closest('picture')).not.toBeNull();
  });
});
