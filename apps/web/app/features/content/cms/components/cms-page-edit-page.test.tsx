import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../../test/render-with-providers';
import { CMS_PAGE_FIXTURE, CMS_REVISIONS_FIXTURE, CMS_TREE_FIXTURE } from '../cms.fixture';
import { newPageFormValues, pageFormValuesOf } from '../cms-form.util';
import { STALE_PAGE_TEXT } from '../cms-page-edit.server';
import { CmsPageEditPage, type CmsPageEditPageProps } from './cms-page-edit-page';

const PROPS: CmsPageEditPageProps = {
  page: CMS_PAGE_FIXTURE,
  values: pageFormValuesOf(CMS_PAGE_FIXTURE),
  revisions: CMS_REVISIONS_FIXTURE,
  tree: CMS_TREE_FIXTURE,
  images: [{ src: `/media/${'c'.repeat(64)}/original.jpg`, alt: 'Ein Lager', label: 'Lager' }],
  notice: null,
  error: null,
  fieldErrors: {},
  stale: false,
};

function formOf(): HTMLFormElement {
  const form = screen.getByRole('form', { name: 'Seite bearbeiten' });
  if (!(form instanceof HTMLFormElement)) throw new Error('no form');
  return form;
}

describe('CmsPageEditPage', () => {
  it('offers the library images in the text toolbar ("Bild einfügen")', async () => {
    renderRoute(() => <CmsPageEditPage {...PROPS} />);
    const button = await screen.findByRole('button', { name: 'Bild einfügen' }, { timeout: 5000 });
    fireEvent.click(button);
    expect(within(await screen.findByLabelText('Bild')).getByRole('option', { name: 'Lager' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Alternativtext').value).toBe('Ein Lager');
  });

  it('posts the draft with its version, the text from the editor, and the publication buttons with it', async () => {
    renderRoute(() => <CmsPageEditPage {...PROPS} />, { site: testSite('de'), path: '/support/cms/3/edit' });

    const form = formOf();
    // The editor has replaced the textarea and keeps the HTML in the hidden input `body`.
    await waitFor(() => expect(form.querySelector('[contenteditable="true"]')).toBeTruthy(), {
      timeout: 5000,
    });
    const posted = new FormData(form);
    expect(posted.get('body')).toBe(CMS_PAGE_FIXTURE.draft.body);
    expect(posted.get('title')).toBe('Impressum');
    expect(posted.getAll('countryIds')).toEqual(['1', '2', '3']);
    expect(posted.get('expectedUpdatedAt')).toBe(CMS_PAGE_FIXTURE.updatedAt);
    expect(posted.get('kind')).toBe('imprint');

    const publication = screen.getByRole('complementary', { name: 'Veröffentlichung und Versionen' });
    const publish = within(publication).getByRole('button', { name: 'Jetzt veröffentlichen' });
    expect(publish.getAttribute('form')).toBe(form.id);
    expect(publish.getAttribute('value')).toBe('publish');
    expect(within(publication).getByLabelText('Veröffentlichen am').getAttribute('form')).toBe(form.id);
    expect(within(publication).getByText(/Europe\/Berlin/)).toBeTruthy();
    expect(within(publication).getByRole('button', { name: 'Zurückziehen' })).toBeTruthy();
    // Published: no delete.
    expect(within(publication).queryByRole('button', { name: 'Seite löschen' })).toBeNull();
    expect(within(publication).getByRole('link', { name: 'Vorschau ansehen' }).getAttribute('href')).toBe(
      '/support/cms/3/preview',
    );
  });

  it('offers the parents but not the page itself or its subpages', async () => {
    renderRoute(() => <CmsPageEditPage {...PROPS} page={{ ...CMS_PAGE_FIXTURE, id: 1 }} />);
    const parent = await screen.findByLabelText<HTMLSelectElement>('Übergeordnete Seite');
    const labels = [...parent.options].map((option) => option.textContent);
    expect(labels).toEqual(['Keine (oberste Ebene)', 'Impressum (/impressum)']);
  });

  it('lists the versions with restore for the older ones', async () => {
    renderRoute(() => <CmsPageEditPage {...PROPS} />);
    const versions = await screen.findByRole('region', { name: 'Versionen' });
    const items = within(versions).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(items[0] as HTMLElement).getByText(/Erika Redakteurin/)).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(/System/)).toBeTruthy();
    const restore = within(items[1] as HTMLElement).getByRole('button', {
      name: 'Version vom 20.11.2026, 09:00 wiederherstellen',
    });
    const restoreForm = restore.closest('form');
    expect(restoreForm && new FormData(restoreForm).get('revisionId')).toBe('11');
  });

  it('explains a stale draft with the way to the new state, and marks the refused fields', async () => {
    renderRoute(() => (
      <CmsPageEditPage
        {...PROPS}
        error={STALE_PAGE_TEXT}
        stale
        values={{ ...PROPS.values, title: 'Mein Titel' }}
        fieldErrors={{ slug: 'Unter dieser Adresse gibt es schon eine Seite.' }}
      />
    ));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('von jemand anderem gespeichert');
    expect(within(alert).getByRole('link', { name: 'Neuen Stand laden' }).getAttribute('href')).toBe(
      '/support/cms/3/edit',
    );
    expect(screen.getByLabelText<HTMLInputElement>(/^Titel/).value).toBe('Mein Titel');
    const slug = screen.getByLabelText<HTMLInputElement>(/^Adressteil/);
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Unter dieser Adresse gibt es schon eine Seite.')).toBeTruthy();
  });

  it('names the broken links that keep the page from being published', async () => {
    renderRoute(() => (
      <CmsPageEditPage {...PROPS} page={{ ...CMS_PAGE_FIXTURE, brokenLinks: ['/gibt-es-nicht'] }} />
    ));
    expect((await screen.findByText('/gibt-es-nicht')).tagName).toBe('CODE');
    expect(screen.getByText('Links ohne Ziel')).toBeTruthy();
  });

  it('creates a new page and offers delete for a withdrawn page without subpages', async () => {
    const { unmount } = renderRoute(() => (
      <CmsPageEditPage
        {...PROPS}
        page={null}
        revisions={[]}
        values={newPageFormValues(new URLSearchParams('art=faq'))}
      />
    ));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neue Seite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Als Entwurf anlegen' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Versionen' })).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>(/^Seitenart/).value).toBe('faq');
    unmount();

    renderRoute(() => <CmsPageEditPage {...PROPS} page={{ ...CMS_PAGE_FIXTURE, state: 'unpublished' }} />);
    const remove = await screen.findByRole('button', { name: 'Seite löschen' });
    const form = remove.closest('form');
    expect(
      form && within(form).getByRole('checkbox', { name: 'Ja, die Seite endgültig löschen' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zurückziehen' })).toBeNull();
  });
});
