import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../forms/checkbox';
import { Select } from '../forms/select';
import { TextInput } from '../forms/text-input';
import { Field } from './field';

describe('Field', () => {
  it('labels its control and links hint and error by aria-describedby', () => {
    render(
      <Field
        label="E-Mail"
        hint="Für die Bestellbestätigung"
        error="Bitte eine E-Mail-Adresse eingeben."
        required
      >
        <TextInput name="email" type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /E-Mail/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Bitte eine E-Mail-Adresse eingeben.', 'Für die Bestellbestätigung']);
    expect(screen.getByText('(Pflichtfeld)', { exact: false })).toBeDefined();
  });

  it('leaves a valid control without aria-invalid and keeps its own description', () => {
    render(
      <>
        <p id="own">Eigene Beschreibung</p>
        <Field label="Anrede">
          <Select name="salutation" options={[{ value: '1', label: 'Herr' }]} aria-describedby="own" />
        </Field>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Anrede' });
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(select.getAttribute('aria-describedby')).toBe('own');
  });

  it('wires a Checkbox the same way, its own description kept beside error and hint', () => {
    render(
      <>
        <p id="own">Eigene Beschreibung</p>
        <Checkbox
          name="terms"
          label="Ich akzeptiere die AGB."
          hint="Pflicht für die Bestellung"
          error="Bitte stimmen Sie den AGB zu."
          aria-describedby="own"
        />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Ich akzeptiere die AGB.' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([
      'Bitte stimmen Sie den AGB zu.',
      'Pflicht für die Bestellung',
      'Eigene Beschreibung',
    ]);
  });
});
