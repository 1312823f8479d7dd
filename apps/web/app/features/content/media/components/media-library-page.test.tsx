import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-with-providers';
import { mediaLibraryFilters } from '../media-library.util';
import { IMAGE_ASSET, PDF_ASSET, USED_ASSET } from '../media.fixture';
import { MediaLibraryPage } from './media-library-page';

const FOLDERS = [
  { id: 2, parentId: null, name: 'News-Bilder', assetCount: 1 },
  { id: 3, parentId: null, name: 'Leer', assetCount: 0 },
];

function renderPage(search: string, props: Partial<Parameters<typeof MediaLibraryPage>[0]> = {}) {
  renderRoute(
    () => (
      <MediaLibraryPage
        filters={mediaLibraryFilters(new URLSearchParams(search))}
        page={{ items: [IMAGE_ASSET, PDF_ASSET], total: 2, page: 1, pageCount: 1 }}
        folders={FOLDERS}
        detail={null}
        notice={null}
        error={null}
        {...props}
      />
    ),
    { path: `/support/cms/media${search}` },
  );
}

describe('MediaLibraryPage', () => {
  it('uploads by a multipart post form with the file, alt text, title and folder', () => {
    renderPage('?ordner=2');
    const upload = screen.getByRole('region', { name: 'Datei hochladen' });
    const file = within(upload).getByLabelText(/^Datei/);
    expect(file.getAttribute('type')).toBe('file');
    const form = file.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('enctype')).toBe('multipart/form-data');
    expect(file.getAttribute('name')).toBe('file');
    expect(file.getAttribute('accept')).toContain('application/pdf');
    expect(file.getAttribute('accept')).not.toContain('svg');
    const folder = within(form as HTMLElement).getByLabelText('Ordner') as HTMLSelectElement;
    expect(folder.value).toBe('2');
    expect(screen.getByRole('button', { name: 'Hochladen' }).getAttribute('type')).toBe('submit');
  });

  it('lists the files as links that open them, and folders as links; an empty folder can be deleted', () => {
    renderPage('?ordner=3');
    const links = screen.getAllByRole('link', { name: /tankwagen\.jpg|Preisliste/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/support/cms/media?ordner=3&datei=7',
      '/support/cms/media?ordner=3&datei=8',
    ]);
    const folders = screen.getByRole('navigation', { name: 'Ordner' });
    expect(within(folders).getByRole('link', { name: /Leer/ }).getAttribute('aria-current')).toBe('page');
    expect(within(folders).getByRole('button', { name: 'Ordner „Leer“ löschen' })).toBeTruthy();
  });

  it('shows the opened file with where it is used, and no delete while it is used', () => {
    renderPage('?datei=7', { detail: USED_ASSET });
    expect(screen.getByRole('region', { name: 'tankwagen.jpg' })).toBeTruthy();
    const usage = screen.getByRole('link', { name: 'News: Heizöl im Winter' });
    expect(usage.getAttribute('href')).toBe('/support/cms/news/12');
    const remove = screen.getByRole('button', { name: 'Datei löschen' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(
      (
        screen.getByLabelText('Alternativtext', {
          selector: '[value="Tankwagen vor einem Haus"]',
        }) as HTMLInputElement
      ).value,
    ).toBe('Tankwagen vor einem Haus');
  });

  it('shows a refusal of the file forms above the page when no file is open', () => {
    renderPage('', { action: { form: 'delete', error: 'Diese Datei gibt es nicht.' } });
    expect(screen.getByRole('alert').textContent).toContain('Diese Datei gibt es nicht.');
  });

  it('shows the refusal of a failed upload at the upload form', () => {
    renderPage('', {
      action: { form: 'upload', error: 'SVG-Dateien werden nicht angenommen.', fieldErrors: {} },
    });
    expect(screen.getByText('SVG-Dateien werden nicht angenommen.')).toBeTruthy();
  });
});
