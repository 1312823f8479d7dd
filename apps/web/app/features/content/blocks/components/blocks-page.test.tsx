import type { CmsContentBlockOutput } from '@fuel/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../../test/render-with-providers';
import { BlocksPage } from './blocks-page';

const block = (over: Partial<CmsContentBlockOutput>): CmsContentBlockOutput => ({
  key: 'home.hero.title',
  name: 'Startseite: Überschrift',
  where: 'Startseite, große Überschrift über dem Rechner',
  format: 'plain',
  maxLength: 120,
  multiline: false,
  value: 'Heizöl günstig bestellen – Preise vergleichen in Österreich',
  defaultValue: 'Heizöl günstig bestellen – Preise vergleichen in Österreich',
  isDefault: true,
  updatedAt: null,
  ...over,
});

const BLOCKS = [
  block({}),
  block({
    key: 'mail.signature',
    name: 'E-Mails: Signatur',
    multiline: true,
    value: 'Ihr Team\nTelefon 0800',
    defaultValue: 'Fragen? Unser Kundenservice ist für Sie da.',
    isDefault: false,
    updatedAt: '2026-11-24T10:00:00.000Z',
  }),
];

describe('BlocksPage', () => {
  it('has a site switch and one form per block that posts its key, site and text', () => {
    renderRoute(() => <BlocksPage countryId={2} blocks={BLOCKS} notice={null} result={undefined} />, {
      site: testSite('at'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Textbausteine' })).toBeDefined();
    expect((screen.getByRole('combobox', { name: 'Website' }) as HTMLSelectElement).value).toBe('2');

    const title = screen.getByRole('region', { name: 'Startseite: Überschrift' });
    const input = within(title).getByRole('textbox', { name: 'Text' }) as HTMLInputElement;
    expect(input.tagName).toBe('INPUT');
    expect(input.name).toBe('value');
    expect(input.value).toBe('Heizöl günstig bestellen – Preise vergleichen in Österreich');
    expect(input.maxLength).toBe(120);
    expect(within(title).getByText('Standardtext')).toBeDefined();
    expect(within(title).queryByRole('button', { name: 'Standardtext verwenden' })).toBeNull();
    const form = input.closest('form');
    expect(form?.method).toBe('post');
    expect((form?.querySelector('input[name=key]') as HTMLInputElement).value).toBe('home.hero.title');
    expect((form?.querySelector('input[name=countryId]') as HTMLInputElement).value).toBe('2');

    const signature = screen.getByRole('region', { name: 'E-Mails: Signatur' });
    const area = within(signature).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.value).toBe('Ihr Team\nTelefon 0800');
    expect(within(signature).getByText('geändert')).toBeDefined();
    expect(within(signature).getByRole('button', { name: 'Standardtext verwenden' })).toBeDefined();
    expect(within(signature).getByText('Fragen? Unser Kundenservice ist für Sie da.')).toBeDefined();
  });

  it('keeps what was typed and shows the German reason of a refused save at its block', () => {
    renderRoute(
      () => (
        <BlocksPage
          countryId={2}
          blocks={BLOCKS}
          notice={null}
          result={{
            key: 'home.hero.title',
            error: '„Startseite: Überschrift“ darf höchstens 120 Zeichen lang sein (jetzt 130).',
            value: 'x'.repeat(130),
          }}
        />
      ),
      { site: testSite('at') },
    );
    const title = screen.getByRole('region', { name: 'Startseite: Überschrift' });
    const input = within(title).getByRole('textbox', { name: 'Text' }) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(title).getByText('„Startseite: Überschrift“ darf höchstens 120 Zeichen lang sein (jetzt 130).'),
    ).toBeDefined();
  });
});
