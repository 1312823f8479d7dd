import { describe, expect, it } from 'vitest';
import { prefixInternalLinks } from './site-links-in-html.util';

describe('prefixInternalLinks', () => {
  const html =
    '<p><a href="/datenschutz">Datenschutz</a>, <a href="/">Start</a>, <a href="/media/ab/agb.pdf">PDF</a>, ' +
    '<a href="https://example.org/x">extern</a>, <a href="//evil.example">x</a>, <a href="mailto:a@b.de">Mail</a></p>';

  it('puts the site prefix before internal paths, not before media, other hosts or schemes', () => {
    expect(prefixInternalLinks(html, '/at')).toBe(
      '<p><a href="/at/datenschutz">Datenschutz</a>, <a href="/at">Start</a>, <a href="/media/ab/agb.pdf">PDF</a>, ' +
        '<a href="https://example.org/x">extern</a>, <a href="//evil.example">x</a>, <a href="mailto:a@b.de">Mail</a></p>',
    );
  });

  it('leaves the text alone on a site without prefix', () => {
    expect(prefixInternalLinks(html, '')).toBe(html);
  });
});
