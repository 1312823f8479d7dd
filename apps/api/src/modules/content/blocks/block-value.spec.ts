import { describe, expect, it } from '@jest/globals';
import { CONTENT_BLOCKS } from '@fuel/domain/content';
import { checkBlockValue } from './block-value.js';

describe('checkBlockValue', () => {
  const title = CONTENT_BLOCKS['home.hero.title'];
  const signature = CONTENT_BLOCKS['mail.signature'];
  const trust = CONTENT_BLOCKS['home.trust'];

  it('trims plain text; blank is the default', () => {
    expect(checkBlockValue(title, '  Hallo  ')).toEqual({ ok: true, value: 'Hallo' });
    expect(checkBlockValue(title, ' \n ')).toEqual({ ok: true, value: null });
  });

  it('keeps line breaks (as \\n) only in multiline blocks', () => {
    expect(checkBlockValue(signature, 'a\r\nb\rc')).toEqual({ ok: true, value: 'a\nb\nc' });
    expect(checkBlockValue(title, 'a\nb')).toMatchObject({ ok: false });
  });

  it('refuses control characters and counts the stored length', () => {
    expect(checkBlockValue(title, 'a\u001bb')).toEqual({
      ok: false,
      message: 'Der Text enthält unzulässige Steuerzeichen.',
    });
    expect(checkBlockValue(title, `  ${'x'.repeat(120)}  `)).toMatchObject({ ok: true });
    expect(checkBlockValue(title, 'x'.repeat(121))).toMatchObject({ ok: false });
  });

  it('sanitises rich text; nothing visible left is the default', () => {
    expect(checkBlockValue(trust, '<p onclick="x()">Hi<script>y()</script></p>')).toEqual({
      ok: true,
      value: '<p>Hi</p>',
    });
    expect(checkBlockValue(trust, '<p>&nbsp;</p><script>y()</script>')).toEqual({ ok: true, value: null });
  });

  it("fills every default with the site's values", () => {
    const site = {
      country: { nameInSentence: 'in der Schweiz' },
      operator: { customerPhone: '+41 800 000000', serviceHours: 'Mo–Fr', email: 'a@example.com' },
    } as Parameters<typeof title.defaultValue>[0];
    expect(title.defaultValue(site)).toBe('Heizöl günstig bestellen – Preise vergleichen in der Schweiz');
    expect(trust.defaultValue(site)).toContain('<a href="tel:+41800000000">+41 800 000000</a>');
    expect(signature.defaultValue(site)).toBe(
      'Fragen? Unser Kundenservice ist für Sie da: +41 800 000000 (Mo–Fr), a@example.com',
    );
  });
});
