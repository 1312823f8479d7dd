import { describe, expect, it } from '@jest/globals';
import { sanitizeArticleHtml } from './article-html.js';

describe('sanitizeArticleHtml', () => {
  it('keeps the structure of an article', () => {
    const html = '<h2>Tank</h2><p>Ein <strong>voller</strong> Tank.</p><ul><li>eins</li></ul>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and frames', () => {
    expect(
      sanitizeArticleHtml(
        '<p onclick="alert(1)" style="color:red">Text</p><script>alert(1)</script><iframe src="https://x"></iframe><img src=x onerror=alert(1)>',
      ),
    ).toBe('<p>Text</p>');
  });

  it('keeps web links, marked as not endorsed, and drops script links', () => {
    expect(sanitizeArticleHtml('<a href="https://example.org/x">mehr</a>')).toBe(
      '<a href="https://example.org/x" rel="noopener nofollow">mehr</a>',
    );
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener nofollow">x</a>',
    );
  });
});
