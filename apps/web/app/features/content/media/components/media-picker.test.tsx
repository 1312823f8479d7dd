import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render-with-providers';
import { IMAGE_ASSET } from '../media.fixture';
import { MediaPicker } from './media-picker';

const OTHER = { ...IMAGE_ASSET, id: 9, fileName: 'haus.png', altText: null };

describe('MediaPicker', () => {
  it('offers no image and each library image as native radios of the named field', () => {
    renderRoute(() => <MediaPicker name="imageId" legend="Artikelbild" images={[IMAGE_ASSET, OTHER]} />);
    const group = screen.getByRole('group', { name: 'Artikelbild' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['', '7', '9']);
    expect(radios.every((radio) => radio.getAttribute('name') === 'imageId')).toBe(true);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText('Ohne Alternativtext')).toBeTruthy();
    expect(group.querySelector('picture source[type="image/avif"]')).not.toBeNull();
    expect(within(group).getByRole('link', { name: 'Medienverwaltung' }).getAttribute('href')).toBe(
      '/support/cms/media',
    );
  });

  it('keeps the chosen image checked, also when it is not on the page of images', () => {
    renderRoute(() => <MediaPicker name="imageId" images={[OTHER]} selected={IMAGE_ASSET} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['', '7', '9']);
    expect(radios.find((radio) => radio.checked)?.value).toBe('7');
  });
});
