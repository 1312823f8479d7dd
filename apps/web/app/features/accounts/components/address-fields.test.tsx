import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testSite } from '../../../test/render-with-providers';
import { ADDRESS_FIELDS } from '../address-book.util';
import { AddressFields } from './address-fields';

const MISSING = { street: 'Bitte geben Sie die Straße ein.' };

describe('AddressFields', () => {
  it('writes Straße on the de site', () => {
    renderRoute(() => <AddressFields fields={ADDRESS_FIELDS} errors={MISSING} />);
    expect(screen.getByLabelText('Straße')).toBeDefined();
    expect(screen.getByText('Bitte geben Sie die Straße ein.')).toBeDefined();
  });

  it('writes Strasse on the ch site, in the label and in its message', () => {
    renderRoute(() => <AddressFields fields={ADDRESS_FIELDS} errors={MISSING} />, { site: testSite('ch') });
    expect(screen.getByLabelText('Strasse')).toBeDefined();
    expect(screen.getByText('Bitte geben Sie die Strasse ein.')).toBeDefined();
    expect(document.body.textContent).not.toContain('ß');
  });
});
