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
});
