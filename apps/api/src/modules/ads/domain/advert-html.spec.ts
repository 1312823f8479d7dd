import { describe, expect, it } from '@jest/globals';
import {
  advertLinks,
  rewriteAdvertLinks,
  sanitizeAdvertHtml,
  sanitizeAdvertHtmlReport,
} from './advert-html.js';

const IMAGE = `/media/${'a'.repeat(64)}/w-640.webp`;
const LINK_ATTRIBUTES = 'rel="sponsored noopener noreferrer" target="_blank"';

describe('sanitizeAdvertHtml', () => {
  it('keeps the allowed structure, library images and links', () => {
    const html =
      `<div class="box"><h2>Heizöl <em>günstig</em></h2><p>Jetzt <strong>bestellen</strong><br></p>` +
      `<figure><img src="${IMAGE}" alt="Tankwagen" width="300" height="200"><figcaption>Bild</figcaption></figure>` +
      `<ul><li>a</li></ul><a href="https://www.example.com/angebot">Zum Angebot</a></div>`;
    expect(sanitizeAdvertHtml(html)).toBe(
      `<div class="box"><h2>Heizöl <em>günstig</em></h2><p>Jetzt <strong>bestellen</strong><br /></p>` +
        `<figure><img src="${IMAGE}" alt="Tankwagen" width="300" height="200" /><figcaption>Bild</figcaption></figure>` +
        `<ul><li>a</li></ul><a href="https://www.example.com/angebot" ${LINK_ATTRIBUTES}>Zum Angebot</a></div>`,
    );
  });

  it.each([
    ['script', '<p>Hallo<script>alert(1)</script></p>', '<p>Hallo</p>'],
    ['style', '<style>p{color:red}</style><p>Hallo</p>', '<p>Hallo</p>'],
    ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p></p>'],
    ['textarea', '<textarea><script>alert(1)</script></textarea>', ''],
    ['a comment', '<!-- <script>alert(1)</script> --><p>c</p>', '<p>c</p>'],
  ])('drops %s with its content', (_name, html, expected) => {
    expect(sanitizeAdvertHtml(html)).toBe(expected);
  });

  it.each([
    ['onclick', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['onerror', `<img src="${IMAGE}" onerror="alert(1)" alt="">`, `<img src="${IMAGE}" alt="" />`],
    ['onmouseover', '<div onmouseover=alert(1) class="a">x</div>', '<div class="a">x</div>'],
    ['style', '<div style="background:url(https://evil.example)">x</div>', '<div>x</div>'],
    ['id', '<div id="x">x</div>', '<div>x</div>'],
  ])('drops the %s attribute', (_name, html, expected) => {
    expect(sanitizeAdvertHtml(html)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['jav&#x09;ascript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/angebot'],
  ])('removes the link target %s but keeps the text', (href) => {
    expect(sanitizeAdvertHtml(`<a href="${href}">Angebot</a>`)).toBe(`<a ${LINK_ATTRIBUTES}>Angebot</a>`);
  });

  it.each([
    ['http://www.example.com/'],
    ['https://www.example.com/?a=1&amp;b=2'],
    ['mailto:info@example.com'],
    ['tel:+49891234'],
    ['/heizoelpreise'],
  ])('keeps the link target %s', (href) => {
    expect(sanitizeAdvertHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}" ${LINK_ATTRIBUTES}>x</a>`);
  });

  it('makes every link sponsored, opening on its own, whatever rel and target it had', () => {
    expect(sanitizeAdvertHtml('<a href="https://x.example" rel="opener" target="_top" title="T">x</a>')).toBe(
      `<a href="https://x.example" ${LINK_ATTRIBUTES} title="T">x</a>`,
    );
  });

  it.each([
    ['another site', '<img src="https://evil.example/a.png" alt="">'],
    ['protocol-relative', '<img src="//evil.example/a.png" alt="">'],
    ['data', '<img src="data:image/png;base64,AAAA" alt="">'],
    ['javascript', '<img src="javascript:alert(1)" alt="">'],
    ['a query on a library path', `<img src="${IMAGE}?x=1" alt="">`],
    ['a path leaving the library', '<img src="/media/../etc/passwd" alt="">'],
    ['no source', '<img alt="">'],
  ])('drops images from %s', (_name, html) => {
    expect(sanitizeAdvertHtml(html)).toBe('');
  });

  it('drops srcset and sizes of library images (they could name other sites)', () => {
    expect(
      sanitizeAdvertHtml(`<img src="${IMAGE}" srcset="https://evil.example/a.png 2x" sizes="100vw" alt="a">`),
    ).toBe(`<img src="${IMAGE}" alt="a" />`);
  });

  it.each([
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['svg', '<svg onload="alert(1)"><script>alert(1)</script></svg>'],
    ['object and embed', '<object data="x"></object><embed src="x">'],
    ['video', '<video src="x"></video>'],
    [
      'base, meta, link',
      '<base href="https://evil.example"><meta http-equiv="refresh" content="0"><link href="x">',
    ],
  ])('drops %s entirely', (_name, html) => {
    expect(sanitizeAdvertHtml(html)).toBe('');
  });

  it('keeps the text of other tags (form, math) but neither the tags nor their attributes', () => {
    expect(
      sanitizeAdvertHtml('<form action="https://evil.example"><input name="q"><button>Los</button></form>'),
    ).toBe('Los');
    expect(sanitizeAdvertHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math>')).toBe('x');
  });

  it('keeps only class names of the allow-list', () => {
    expect(sanitizeAdvertHtml(`<div class="ok big-2 bad$ -x 9a ${'l'.repeat(41)} under_score">c</div>`)).toBe(
      '<div class="ok big-2 under_score">c</div>',
    );
  });

  it('escapes text and attribute values', () => {
    expect(sanitizeAdvertHtml('<p title="a&quot;><script>">1 < 2 &amp; 3</p>')).toBe(
      '<p>1 &lt; 2 &amp; 3</p>',
    );
  });

  it('copes with deeply nested markup', () => {
    const html = '<div>'.repeat(4000) + 'x' + '</div>'.repeat(4000);
    expect(sanitizeAdvertHtml(html)).toBe(html);
  });
});

describe('sanitizeAdvertHtmlReport', () => {
  it('reports no adjustment when only the writing differs', () => {
    const html = `<p class="a">Hallo<br><a href="https://x.example" rel="x">Link</a><img src='${IMAGE}' alt=x></p>`;
    expect(sanitizeAdvertHtmlReport(html)).toEqual({
      html: `<p class="a">Hallo<br /><a href="https://x.example" ${LINK_ATTRIBUTES}>Link</a><img src="${IMAGE}" alt="x" /></p>`,
      adjusted: false,
    });
    expect(sanitizeAdvertHtmlReport('  <p>x</p>\n').adjusted).toBe(false);
  });

  it.each([
    ['<p>x<script>alert(1)</script></p>'],
    ['<p onclick="x()">x</p>'],
    ['<a href="javascript:alert(1)">x</a>'],
    ['<img src="https://evil.example/a.png">'],
    ['<div class="$bad">x</div>'],
    ['<iframe></iframe>'],
  ])('reports an adjustment of %s', (html) => {
    expect(sanitizeAdvertHtmlReport(html).adjusted).toBe(true);
  });
});

describe('advert links', () => {
  const html = sanitizeAdvertHtml(
    '<a href="https://a.example">A</a><a>no target</a><a href="javascript:x">gone</a><a href="/b">B</a>',
  );

  it('lists the hrefs in document order', () => {
    expect(advertLinks(html)).toEqual(['https://a.example', '/b']);
  });

  it('rewrites each href by its index and keeps the links sponsored', () => {
    expect(rewriteAdvertLinks(html, (_href, index) => `/api/iam/clicks/1/${index}`)).toBe(
      `<a href="/api/iam/clicks/1/0" ${LINK_ATTRIBUTES}>A</a><a ${LINK_ATTRIBUTES}>no target</a>` +
        `<a ${LINK_ATTRIBUTES}>gone</a><a href="/api/iam/clicks/1/1" ${LINK_ATTRIBUTES}>B</a>`,
    );
  });
});
