import { describe, expect, it } from '@jest/globals';
import { libraryImageHashes } from '@fuel/domain/content';
import { internalLinks, sanitizeRichText } from './rich-text.js';

const HASH = 'a'.repeat(64);

describe('sanitizeRichText', () => {
  it('keeps the structure of an article', () => {
    const html =
      '<h2>Tank</h2><p>Ein <strong>voller</strong> <em>Tank</em>.</p><ul><li>eins</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles, frames, forms and svg', () => {
    expect(
      sanitizeRichText(
        '<p onclick="alert(1)" style="color:red">Text</p><script>alert(1)</script><iframe src="https://x"></iframe>' +
          '<form action="/x"><input name="a"></form><svg><script>alert(1)</script></svg><style>p{}</style>',
      ),
    ).toBe('<p>Text</p>');
  });

  it('keeps web links, marked as not endorsed, and drops script links', () => {
    expect(sanitizeRichText('<a href="https://example.org/x">mehr</a>')).toBe(
      '<a href="https://example.org/x" rel="noopener nofollow">mehr</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener nofollow">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).toBe(
      '<a rel="noopener nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a rel="noopener nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a rel="noopener nofollow">x</a>');
  });

  it('keeps internal links as they are', () => {
    expect(sanitizeRichText('<a href="/impressum" rel="x" target="_blank">Impressum</a>')).toBe(
      '<a href="/impressum">Impressum</a>',
    );
  });

  it('keeps images of the library only', () => {
    const own = `<img src="/media/${HASH}/640.webp" alt="Tank" />`;
    expect(sanitizeRichText(own)).toBe(`<img src="/media/${HASH}/640.webp" alt="Tank" />`);
    expect(sanitizeRichText('<img src="https://tracker.example/p.gif" alt="">')).toBe('');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)">')).toBe('');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
  });

  it('survives a NUL byte and deep nesting', () => {
    expect(sanitizeRichText('<p>a\u0000b</p>')).not.toContain('<script');
    const deep = '<blockquote>'.repeat(10_000) + 'x' + '</blockquote>'.repeat(10_000);
    expect(sanitizeRichText(deep)).toContain('x');
  });
});

describe('internalLinks and libraryImageHashes', () => {
  it('find the internal paths and the library images of sanitised text', () => {
    const html = sanitizeRichText(
      `<p><a href="/impressum#kontakt">I</a> <a href="/agb?x=1">A</a> <a href="https://x.example/">X</a>` +
        `<img src="/media/${HASH}/original.png" alt="a"></p>`,
    );
    expect(internalLinks(html)).toEqual(['/impressum', '/agb']);
    expect(libraryImageHashes(html)).toEqual([HASH]);
  });
});
