import { describe, expect, it } from '@jest/globals';
import { advertLinkTarget } from './advert-link-target.js';

describe('advertLinkTarget', () => {
  it('keeps web, mail and phone links and site paths', () => {
    expect(advertLinkTarget('https://heizoel.example/angebot?x=1#a')).toBe(
      'https://heizoel.example/angebot?x=1#a',
    );
    expect(advertLinkTarget('http://example.com')).toBe('http://example.com/');
    expect(advertLinkTarget('mailto:info@example.com')).toBe('mailto:info@example.com');
    expect(advertLinkTarget('tel:+49891234')).toBe('tel:+49891234');
    expect(advertLinkTarget('/heizoelpreise?plz=80331')).toBe('/heizoelpreise?plz=80331');
    expect(advertLinkTarget(' /news ')).toBe('/news');
  });

  it('refuses other hosts in disguise, other schemes and relative links', () => {
    for (const href of [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com',
      'angebot.html',
      '#oben',
      '?a=1',
      '',
    ]) {
      expect(advertLinkTarget(href)).toBeUndefined();
    }
  });

  it('leaves no line break or control character for the Location header', () => {
    const target = advertLinkTarget('https://example.com/a\r\nSet-Cookie: x=1');
    expect(target).toBe('https://example.com/aSet-Cookie:%20x=1');
    expect(advertLinkTarget('/a\nb')).toBe('/ab');
  });
});
