import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADVERT_FIXTURE, ADVERT_IMAGES_FIXTURE } from '../adverts.fixture';
import { renderRoute } from '../../../../test/render-with-providers';
import { NEW_ADVERT_VALUES, advertFormValuesOf } from '../advert-form.util';
import { AdvertEditPage } from './advert-edit-page';

const ADVERT = ADVERT_FIXTURE;
const IMAGES = ADVERT_IMAGES_FIXTURE;

describe('AdvertEditPage', () => {
  it('posts the advert as multipart and previews it with its stylesheet in a frame without scripts', async () => {
    renderRoute(
      () => (
        <AdvertEditPage
          advert={ADVERT}
          values={advertFormValuesOf(ADVERT)}
          images={IMAGES}
          imageSearch=""
          notice="Anzeige gespeichert."
          htmlAdjusted
          error={null}
          fieldErrors={{}}
        />
      ),
      { path: '/support/adverts/7' },
    );
    const form = await screen.findByRole('form', { name: 'Anzeige bearbeiten' });
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    const posted = new FormData(form as HTMLFormElement);
    expect(posted.get('html')).toBe(ADVERT.html);
    expect(posted.get('css')).toBe(ADVERT.css);
    expect(screen.getByText('HTML beim Speichern bereinigt')).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Winter Bayern' }).getAttribute('href')).toBe(
      '/support/campaigns/3',
    );
    const frame = screen.getByTitle('Vorschau der Anzeige');
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain(
      '<link rel="stylesheet" href="/api/iam/content/css/advert-7-0123456789ab.css">',
    );
    expect(frame.getAttribute('srcdoc')).toContain(
      '<div class="advert"><p class="box">Heizöl günstig</p></div>',
    );
    // The picker's search sits in the advert form but belongs to its own GET form.
    expect(within(form).getByRole('searchbox', { name: 'Bilder suchen' }).getAttribute('form')).toBe(
      'advert-image-search',
    );
    expect(screen.getByRole('button', { name: 'Stylesheet entfernen' }).getAttribute('form')).toBe(
      'advert-stylesheet-remove',
    );
  });

  it('inserts a library image where the cursor is and follows the typing in the preview', async () => {
    renderRoute(
      () => (
        <AdvertEditPage
          advert={null}
          values={{ ...NEW_ADVERT_VALUES, html: '<p>A</p><p>B</p>' }}
          images={IMAGES}
          imageSearch=""
          notice={null}
          htmlAdjusted={false}
          error={null}
          fieldErrors={{}}
        />
      ),
      { path: '/support/adverts/create' },
    );
    const html = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: /^HTML/ });
    html.setSelectionRange(8, 8);
    fireEvent.click(await screen.findByRole('button', { name: '„Tankwagen“ einfügen' }));
    const image = '<img src="/media/ab/original.jpg" alt="Tank" width="800" height="600">';
    expect(html.value).toBe(`<p>A</p>${image}<p>B</p>`);
    expect(screen.getByTitle('Vorschau der Anzeige').getAttribute('srcdoc')).toContain(image);
    // A new advert has nothing to delete and no stylesheet to remove.
    expect(screen.queryByRole('button', { name: 'Anzeige löschen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stylesheet entfernen' })).toBeNull();
  });
});
