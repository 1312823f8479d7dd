import { describe, expect, it } from 'vitest';
import { CMS_PAGE_FIXTURE } from './cms.fixture';
import { treeDepths } from './cms-format.util';
import {
  apiFieldErrors,
  newPageFormValues,
  pageFormValues,
  pageFormValuesOf,
  pageInput,
  samePage,
} from './cms-form.util';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('page form', () => {
  it('reads the posted page, without control characters, sites in their order', () => {
    const values = pageFormValues(
      form([
        ['kind', 'imprint'],
        ['slug', ' impressum '],
        ['countryIds', '3'],
        ['countryIds', '1'],
        ['countryIds', '9'],
        ['title', 'Impr\u0000essum'],
        ['body', '<p>A\tB\r\n</p>'],
        ['noIndex', '1'],
        ['parentId', ''],
        ['sortOrder', '5'],
      ]),
    );
    expect(values).toMatchObject({
      kind: 'imprint',
      slug: 'impressum',
      countryIds: [1, 3],
      title: 'Impressum',
      noIndex: true,
    });
    expect(values.body).toBe('<p>A\tB\r\n</p>');
    expect(pageInput(values)).toEqual({
      input: {
        parentId: null,
        kind: 'imprint',
        slug: 'impressum',
        countryIds: [1, 3],
        sortOrder: 5,
        content: {
          title: 'Impressum',
          description: '',
          body: '<p>A\tB\r\n</p>',
          seoTitle: '',
          seoDescription: '',
          noIndex: true,
        },
      },
    });
  });

  it('names the fields the web can already tell are wrong', () => {
    const values = pageFormValues(
      form([
        ['kind', 'nonsense'],
        ['sortOrder', '1.5'],
        ['parentId', '-2'],
      ]),
    );
    expect(values.kind).toBe('info-center');
    expect(pageInput(values)).toEqual({
      errors: {
        sortOrder: 'Die Reihenfolge muss eine ganze Zahl sein.',
        parentId: 'Bitte wählen Sie eine übergeordnete Seite aus der Liste.',
        title: 'Bitte geben Sie einen Titel ein.',
        slug: 'Bitte geben Sie den Adressteil an (z. B. impressum).',
        countryIds: 'Bitte wählen Sie mindestens eine Website.',
      },
    });
  });

  it('knows when the form says the same as the saved draft', () => {
    const parsed = pageInput(pageFormValuesOf(CMS_PAGE_FIXTURE));
    if (!('input' in parsed)) throw new Error('refused');
    expect(samePage(parsed.input, CMS_PAGE_FIXTURE)).toBe(true);
    expect(samePage({ ...parsed.input, slug: 'impressum-neu' }, CMS_PAGE_FIXTURE)).toBe(false);
    expect(
      samePage({ ...parsed.input, content: { ...parsed.input.content, body: '<p>x</p>' } }, CMS_PAGE_FIXTURE),
    ).toBe(false);
  });

  it('starts a new page with the kind and parent of the address, on every site', () => {
    const values = newPageFormValues(new URLSearchParams('art=faq&parent=4'));
    expect(values).toMatchObject({
      kind: 'faq',
      parentId: '4',
      countryIds: [1, 2, 3],
      expectedUpdatedAt: '',
    });
    expect(newPageFormValues(new URLSearchParams('art=x&parent=abc'))).toMatchObject({
      kind: 'info-center',
      parentId: '',
    });
  });

  it('puts the API’s field errors under the form’s names', () => {
    expect(
      apiFieldErrors({
        error: 'VALIDATION_FAILED',
        fieldErrors: [
          { field: 'content.title', messages: ['Der Titel darf höchstens 160 Zeichen lang sein.', 'zweite'] },
          { field: 'countryIds.0', messages: ['Bitte wählen Sie mindestens eine Website.'] },
          { field: 7, messages: ['kaputt'] },
        ],
      }),
    ).toEqual({
      title: 'Der Titel darf höchstens 160 Zeichen lang sein.',
      countryIds: 'Bitte wählen Sie mindestens eine Website.',
    });
    expect(apiFieldErrors(null)).toEqual({});
  });
});

describe('treeDepths', () => {
  it('counts levels and survives missing parents and cycles', () => {
    const depths = treeDepths([
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: 99 },
      { id: 5, parentId: 6 },
      { id: 6, parentId: 5 },
    ]);
    expect([...depths.values()]).toEqual([0, 1, 2, 0, 1, 1]);
  });
});
