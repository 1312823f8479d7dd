import { describe, expect, it } from '@jest/globals';
import { AdvertCssError, scopeAdvertCss } from './advert-css.js';

const IMAGE = `/media/${'b'.repeat(64)}/w-640.webp`;

describe('scopeAdvertCss', () => {
  it('scopes every selector to the advert', () => {
    expect(scopeAdvertCss('p,.box a:hover{color:red} *{margin:0} > h2{x:1} [data-x]{y:1}')).toBe(
      '.advert p,.advert .box a:hover{color:red} .advert *{margin:0} .advert > h2{x:1} .advert [data-x]{y:1}',
    );
  });

  it('makes body, html and :root the scope itself and keeps selectors that start with it', () => {
    expect(
      scopeAdvertCss(
        'body{margin:0} html,:root{--c:red} BODY p{x:1} .advert{a:1} .advert.big{b:1} .advert > p{c:1} .advertiser{d:1} body-x{e:1}',
      ),
    ).toBe(
      '.advert{margin:0} .advert,.advert{--c:red} .advert p{x:1} .advert{a:1} .advert.big{b:1} .advert > p{c:1} .advert .advertiser{d:1} .advert body-x{e:1}',
    );
  });

  it('drops selectors of the scope’s siblings, which lie outside it', () => {
    expect(
      scopeAdvertCss('~ p{a:1} + p{b:1} .advert ~ p{c:1} .advert.x+p{d:1} body:hover ~ p{e:1} p, ~ q{f:1}'),
    ).toBe('.advert p{f:1}');
  });

  it('keeps @media and @supports (scoping their rules) and keyframes unscoped', () => {
    expect(
      scopeAdvertCss(
        '@media (max-width: 400px){body{font-size:12px}} @supports (display:grid){p{display:grid}} ' +
          '@keyframes pulse{from{opacity:0} 50%{opacity:.5} to{opacity:1}} @-webkit-keyframes p{0%{a:1}}',
      ),
    ).toBe(
      '@media (max-width: 400px){.advert{font-size:12px}} @supports (display:grid){.advert p{display:grid}} ' +
        '@keyframes pulse{from{opacity:0} 50%{opacity:.5} to{opacity:1}} @-webkit-keyframes p{0%{a:1}}',
    );
  });

  it.each([
    ['@import', '@import url(https://evil.example/x.css); p{color:red}', '.advert p{color:red}'],
    ['@import in @supports', '@supports (x:y){@import "x.css";}', '@supports (x:y){}'],
    [
      '@font-face',
      '@font-face{font-family:x;src:url(https://evil.example/f.woff)} p{font-family:x}',
      '.advert p{font-family:x}',
    ],
    ['@namespace, @charset, @page', '@namespace x url(http://x); @charset "utf-8"; @page{margin:0}', ''],
    ['@layer and @scope', '@layer a{p{x:1}} @scope (body){p{x:1}}', ''],
  ])('drops %s', (_name, css, expected) => {
    expect(scopeAdvertCss(css)).toBe(expected);
  });

  it('keeps url() of library images', () => {
    const css = `p{background:url(${IMAGE}) no-repeat} q{background-image:url("${IMAGE}")}`;
    expect(scopeAdvertCss(css)).toBe(
      `.advert p{background:url(${IMAGE}) no-repeat} .advert q{background-image:url("${IMAGE}")}`,
    );
  });

  it.each([
    ['url() to another site', 'background:url(https://evil.example/x.png)'],
    ['quoted url() to another site', "background:url( 'https://evil.example/x.png' )"],
    ['URL() in capitals', 'background:URL(https://evil.example/x.png)'],
    ['protocol-relative url()', 'background:url(//evil.example/x.png)'],
    ['a data: url()', 'background:url(data:image/svg+xml;base64,AAAA)'],
    ['javascript: in url()', 'background:url(javascript:alert(1))'],
    ['a library image and another', `background:url(${IMAGE}),url(https://evil.example/x.png)`],
    ['a custom property with url()', '--x:url(https://evil.example/x.png)'],
    ['image-set with a plain address', 'background:image-set("https://evil.example/x.png" 1x)'],
    ['-webkit-image-set', 'background:-webkit-image-set(url(https://evil.example/x.png) 1x)'],
    ['src()', 'background:src("https://evil.example/x.png")'],
    ['expression()', 'width:expression(alert(1))'],
    ['EXPRESSION ()', 'width:EXPRESSION (alert(1))'],
    ['behavior', 'behavior:url(x.htc)'],
    ['-moz-binding', '-moz-binding:url(x.xml#a)'],
    ['a backslash escape', 'color:\\72 ed'],
    ['an escaped url', 'background:u\\rl(https://evil.example)'],
    ['javascript: anywhere', 'content:"javascript:alert(1)"'],
  ])('drops a declaration with %s', (_name, declaration) => {
    expect(scopeAdvertCss(`p{${declaration};color:blue}`)).toBe('.advert p{color:blue}');
  });

  it('drops rules whose selector carries code', () => {
    expect(scopeAdvertCss('a[href^="javascript:"]{x:1} p{y:1}')).toBe('.advert p{y:1}');
  });

  it('removes comments, also inside selectors and values', () => {
    expect(scopeAdvertCss('/* a */ p/**/{/* b */color:red/* c */} q{background:u/**/rl(x)}')).toBe(
      '.advert p {color:red} .advert q{background:u rl(x)}',
    );
  });

  it.each([
    ['p{color:red'],
    ['}}}'],
    ['p{content:"\\"}'],
    ['p{background:url(x}'],
    ['p{background:url(https://evil.example/x.png'],
    ['/* open'],
  ])('refuses CSS that does not parse: %s', (css) => {
    expect(() => scopeAdvertCss(css)).toThrow(AdvertCssError);
  });

  it('copes with deep nesting', () => {
    const css = '@media screen{'.repeat(1500) + 'p{x:1}' + '}'.repeat(1500);
    expect(scopeAdvertCss(css)).toContain('.advert p{x:1}');
  });
});
