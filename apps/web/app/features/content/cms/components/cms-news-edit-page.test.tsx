import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../../test/render-with-providers';
import { CMS_NEWS_FIXTURE, CMS_PAGE_FIXTURE } from '../cms.fixture';
import { newNewsFormValues, newsFormValuesOf } from '../cms-news-form.util';
import { CmsNewsEditPage } from './cms-news-edit-page';
import { IMAGE_ASSET as MEDIA_IMAGE } from '../../media/media.fixture';
import { CmsPagePreviewPage } from './cms-page-preview-page';

describe('CmsNewsEditPage', () => {
  it('edits an article on its site, with teaser, text, author, lead flag and the preview link', async () => {
    renderRoute(
      () => (
        <CmsNewsEditPage
          news={CMS_NEWS_FIXTURE}
          values={newsFormValuesOf(CMS_NEWS_FIXTURE)}
          revisions={[]}
          images={[MEDIA_IMAGE]}
          selectedImage={null}
          notice={null}
          error={null}
          fieldErrors={{}}
          stale={false}
          previewLink={{ url: '/vorschau/abc.def', expiresAt: '2026-11-25T08:00:00.000Z', error: null }}
        />
      ),
      { site: testSite('ch'), path: '/ch/support/cms/news/7' },
    );
    const form = await screen.findByRole('form', { name: 'Artikel bearbeiten' });
    const posted = new FormData(form as HTMLFormElement);
    expect(posted.get('slug')).toBe('heizoelpreise-im-winter');
    expect(posted.get('countryId')).toBeNull();
    expect(posted.get('imageId')).toBe('');
    expect(posted.get('expectedUpdatedAt')).toBe(CMS_NEWS_FIXTURE.updatedAt);
    expect(within(form).getByLabelText<HTMLInputElement>('Website').value).toBe('Deutschland');
    // The library's images to choose from, 'Kein Bild' chosen.
    expect(within(form).getByRole('radio', { name: /Kein Bild/ })).toHaveProperty('checked', true);
    expect(
      within(form)
        .getByRole('radio', { name: /tankwagen/ })
        .getAttribute('value'),
    ).toBe('7');
    expect(screen.getByLabelText<HTMLInputElement>('Privater Vorschau-Link').value).toBe(
      `${testSite('ch').origin}/ch/vorschau/abc.def`,
    );
    expect(screen.getByText(/Gültig bis 25\.11\.2026, 09:00/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Newsliste' }).getAttribute('href')).toBe(
      '/ch/support/cms/list?ansicht=news',
    );
    // A draft may go: a form of its own with a required confirmation (works without JavaScript).
    const remove = screen.getByRole('button', { name: 'Artikel löschen' });
    const deleteForm = remove.closest('form') as HTMLFormElement;
    expect(deleteForm.getAttribute('method')).toBe('post');
    expect(
      within(deleteForm).getByRole('checkbox', { name: 'Ja, den Artikel endgültig löschen' }),
    ).toHaveProperty('required', true);
    expect(new FormData(deleteForm).get('intent')).toBe('delete');
  });

  it('offers no deletion of a published article (it is withdrawn first)', async () => {
    const published = { ...CMS_NEWS_FIXTURE, state: 'published' as const };
    renderRoute(
      () => (
        <CmsNewsEditPage
          news={published}
          values={newsFormValuesOf(published)}
          revisions={[]}
          images={[]}
          selectedImage={null}
          notice={null}
          error={null}
          fieldErrors={{}}
          stale={false}
          previewLink={null}
        />
      ),
      { site: testSite('ch'), path: '/ch/support/cms/news/7' },
    );
    expect(await screen.findByRole('button', { name: 'Zurückziehen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Artikel löschen' })).toBeNull();
  });

  it('starts a new article with a site choice and asks for an image’s alt text', async () => {
    renderRoute(() => (
      <CmsNewsEditPage
        news={null}
        values={{ ...newNewsFormValues(2), imageId: '7' }}
        revisions={[]}
        images={[]}
        selectedImage={MEDIA_IMAGE}
        notice={null}
        error={null}
        fieldErrors={{ imageAlt: 'Bitte beschreiben Sie das Bild (Alternativtext).' }}
        stale={false}
        previewLink={null}
      />
    ));
    expect(await screen.findByRole('heading', { level: 1, name: 'Neuer Artikel' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>(/^Website/).value).toBe('2');
    expect(screen.getByRole('radio', { name: /tankwagen/ })).toHaveProperty('checked', true);
    const alt = screen.getByLabelText<HTMLInputElement>(/^Alternativtext/);
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    expect(alt.value).toBe('Tankwagen vor einem Haus');
    expect(screen.queryByRole('region', { name: 'Vorschau' })).toBeNull();
  });
});

describe('CmsPagePreviewPage', () => {
  it('shows the draft as the site would, under a bar with the way back and the link form', async () => {
    renderRoute(() => <CmsPagePreviewPage page={CMS_PAGE_FIXTURE} link={null} />, {
      path: '/support/cms/3/preview',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeTruthy();
    expect(screen.getByText('Fuel GmbH, Berlin')).toBeTruthy();
    const bar = screen.getByTestId('cms-preview-bar');
    expect(within(bar).getByText(/nicht veröffentlicht/)).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Zurück zum Bearbeiten' }).getAttribute('href')).toBe(
      '/support/cms/3/edit',
    );
    expect(within(bar).getByRole('button', { name: 'Vorschau-Link erstellen' }).closest('form')?.method).toBe(
      'post',
    );
  });

  it('says why no link could be made', async () => {
    renderRoute(() => (
      <CmsPagePreviewPage
        page={CMS_PAGE_FIXTURE}
        link={{ url: null, expiresAt: null, error: 'Nicht möglich.' }}
      />
    ));
    expect((await screen.findByRole('alert')).textContent).toContain('Nicht möglich.');
  });
});
