import { describe, expect, it } from 'vitest';
import {
  advertApiErrors,
  advertFormValues,
  advertInputOf,
  imageSnippet,
  postedStylesheet,
} from './advert-form.util';

function formOf(entries: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}

describe('advert form', () => {
  it('reads the form without NUL and turns it into the API input', () => {
    const values = advertFormValues(
      formOf({
        name: ' Winteraktion\u0000 ',
        advertiser: 'Müller Energie',
        linkUrl: '',
        html: '<p>Heizöl <strong>günstig</strong></p>\n',
        css: 'p { color: red }',
      }),
    );
    expect(values).toEqual({
      name: 'Winteraktion',
      advertiser: 'Müller Energie',
      linkUrl: '',
      html: '<p>Heizöl <strong>günstig</strong></p>',
      css: 'p { color: red }',
    });
    expect(advertInputOf(values)).toEqual({
      input: {
        name: 'Winteraktion',
        advertiser: 'Müller Energie',
        html: '<p>Heizöl <strong>günstig</strong></p>',
        linkUrl: null,
      },
    });
  });

  it('says which required fields are empty', () => {
    expect(advertInputOf(advertFormValues(formOf({ name: '  ', html: '' })))).toEqual({
      errors: {
        name: 'Bitte geben Sie der Anzeige einen Namen.',
        advertiser: 'Bitte geben Sie den Werbetreibenden an.',
        html: 'Bitte geben Sie den HTML-Code der Anzeige an.',
      },
    });
  });

  it("maps the API's German messages to the form's fields", () => {
    expect(
      advertApiErrors({
        status: 400,
        error: 'VALIDATION_FAILED',
        fieldErrors: [
          { field: 'linkUrl', messages: ['Das Linkziel muss eine https-Adresse sein.'] },
          { field: 'css', messages: ['Das Stylesheet lässt sich nicht lesen.'] },
          { field: 'other', messages: ['x'] },
        ],
      }),
    ).toEqual({
      linkUrl: 'Das Linkziel muss eine https-Adresse sein.',
      css: 'Das Stylesheet lässt sich nicht lesen.',
    });
  });
});

describe('postedStylesheet', () => {
  it('takes an uploaded file over the text field, without its byte order mark', async () => {
    const file = new File(['\uFEFF.box { color: red }\n'], 'werbung.css', { type: 'text/css' });
    expect(await postedStylesheet(formOf({ css: 'p {}', cssFile: file }))).toEqual({
      kind: 'file',
      css: '.box { color: red }',
    });
  });

  it('takes the text when no file was chosen (browsers post an empty file)', async () => {
    const empty = new File([], '', { type: 'application/octet-stream' });
    expect(await postedStylesheet(formOf({ css: ' p {} ', cssFile: empty }))).toEqual({
      kind: 'text',
      css: 'p {}',
    });
    expect(await postedStylesheet(formOf({}))).toEqual({ kind: 'text', css: '' });
  });

  it('refuses files that are not text or far too large', async () => {
    const binary = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff])], 'bild.css');
    expect(await postedStylesheet(formOf({ cssFile: binary }))).toEqual({
      kind: 'refused',
      message: 'Die Datei ist kein Stylesheet (Text in UTF-8).',
    });
    const huge = new File(['a'.repeat(300_000)], 'gross.css');
    expect(await postedStylesheet(formOf({ cssFile: huge }))).toEqual({
      kind: 'refused',
      message: 'Die Datei ist zu groß für ein Stylesheet.',
    });
  });
});

describe('imageSnippet', () => {
  it('writes the library image with its alt text and size, attribute values escaped', () => {
    expect(
      imageSnippet({ src: '/media/ab/original.jpg', alt: 'Tank "groß" & <neu>', width: 800, height: 600 }),
    ).toBe(
      '<img src="/media/ab/original.jpg" alt="Tank &quot;groß&quot; &amp; &lt;neu>" width="800" height="600">',
    );
    expect(imageSnippet({ src: '/media/cd/original.png', alt: null })).toBe(
      '<img src="/media/cd/original.png" alt="">',
    );
  });
});
