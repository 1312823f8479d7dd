import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextEditor, type RichTextImage } from './rich-text-editor';

const IMAGES: readonly RichTextImage[] = [
  {
    src: '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/original.jpg',
    alt: 'Ein Tankwagen',
    label: 'Tankwagen',
  },
  {
    src: '/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/original.png',
    alt: '',
    label: 'lager.png',
  },
];

function hiddenValue(container: HTMLElement): string {
  const input = container.querySelector<HTMLInputElement>('input[type="hidden"][name="body"]');
  if (!input) throw new Error('no hidden input');
  return input.value;
}

async function renderEditor(images?: readonly RichTextImage[]) {
  const view = render(
    <form aria-label="Seite">
      <RichTextEditor name="body" label="Text" defaultValue="<p>Vorher</p>" images={images} />
    </form>,
  );
  const editable = await waitFor(
    () => {
      const found = view.container.querySelector<HTMLElement>('[contenteditable="true"]');
      if (!found) throw new Error('editor not there yet');
      return found;
    },
    { timeout: 5000 },
  );
  return { ...view, editable };
}

describe('RichTextEditor: Bild einfügen', () => {
  it('has no image button without images', async () => {
    await renderEditor([]);
    expect(screen.queryByRole('button', { name: 'Bild einfügen' })).toBeNull();
  });

  it('inserts the chosen library image with the alt text (prefilled with the library one)', async () => {
    const { container } = await renderEditor(IMAGES);
    const button = screen.getByRole('button', { name: 'Bild einfügen' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('group', { name: 'Bild einfügen' });
    expect(button.getAttribute('aria-controls')).toBe(panel.id);

    const choice = screen.getByLabelText<HTMLSelectElement>('Bild');
    expect([...choice.options].map((o) => o.text)).toEqual(['Tankwagen', 'lager.png']);
    const alt = screen.getByLabelText<HTMLInputElement>('Alternativtext');
    expect(alt.value).toBe('Ein Tankwagen');
    fireEvent.change(alt, { target: { value: 'Tankwagen "Blau" & Co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einfügen' }));

    expect(screen.queryByRole('group', { name: 'Bild einfügen' })).toBeNull();
    expect(hiddenValue(container)).toContain(
      '<img src="/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/original.jpg" alt="Tankwagen &quot;Blau&quot; &amp; Co">',
    );
    expect(hiddenValue(container)).toContain('<p>Vorher</p>');
  });

  it('prefills the alt text of the image chosen; Enter inserts, Escape closes without inserting', async () => {
    const { container } = await renderEditor(IMAGES);
    fireEvent.click(screen.getByRole('button', { name: 'Bild einfügen' }));
    fireEvent.change(screen.getByLabelText('Bild'), { target: { value: '1' } });
    const alt = screen.getByLabelText<HTMLInputElement>('Alternativtext');
    expect(alt.value).toBe('');
    fireEvent.change(alt, { target: { value: 'Das Lager' } });
    fireEvent.keyDown(alt, { key: 'Enter' });
    expect(hiddenValue(container)).toContain(
      '<img src="/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb/original.png" alt="Das Lager">',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Bild einfügen' }));
    const before = hiddenValue(container);
    fireEvent.keyDown(screen.getByLabelText('Alternativtext'), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Bild einfügen' })).toBeNull();
    expect(hiddenValue(container)).toBe(before);
  });

  it('without JavaScript stays a textarea with the HTML (no toolbar, no panel)', () => {
    const html = renderToString(
      <RichTextEditor name="body" label="Text" defaultValue="<p>A</p>" images={IMAGES} />,
    );
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.querySelector('textarea')?.getAttribute('name')).toBe('body');
    expect(document.querySelector('textarea')?.value).toBe('<p>A</p>');
    expect(document.querySelector('[role="toolbar"], select')).toBeNull();
  });
});
