import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IbanField, ibanMessage } from './iban-field';

function type(value: string) {
  fireEvent.change(screen.getByLabelText('IBAN'), { target: { value } });
}

describe('ibanMessage', () => {
  it('accepts valid IBANs with or without spaces', () => {
    expect(ibanMessage('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(ibanMessage('at611904300234573201')).toBeUndefined();
    expect(ibanMessage('CH93 0076 2011 6238 5295 7')).toBeUndefined();
  });

  it('names what is wrong in German', () => {
    expect(ibanMessage('DE89 3704 0044 0532 0130 01')).toBe(
      'Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.',
    );
    expect(ibanMessage('DE89 3704 0044 0532 0130')).toBe(
      'Die IBAN hat nicht die richtige Länge für ihr Land.',
    );
    expect(ibanMessage('XX89 3704 0044 0532 0130 00')).toBe('IBANs dieses Landes können wir nicht annehmen.');
    expect(ibanMessage('1234')).toBe('Bitte geben Sie eine IBAN ein (zwei Buchstaben, dann Ziffern).');
  });
});

describe('IbanField', () => {
  it('does not judge a half-typed IBAN', () => {
    render(<IbanField site="de" name="iban" />);
    type('AT61 1904');
    expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBeNull();
  });

  it('checks live once long enough: checksum, then valid', () => {
    render(<IbanField site="de" name="iban" />);
    type('AT61 1904 3002 3457 3202');
    expect(screen.getByText('Die IBAN ist ungültig. Bitte prüfen Sie Ihre Eingabe.')).toBeDefined();
    expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
    type('AT61 1904 3002 3457 3201');
    expect(screen.queryByText(/ungültig/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('IBAN geprüft.');
  });

  it('judges a short IBAN after the field was left', () => {
    render(<IbanField site="de" name="iban" />);
    type('DE89 3704');
    fireEvent.blur(screen.getByLabelText('IBAN'));
    expect(screen.getByText('Die IBAN hat nicht die richtige Länge für ihr Land.')).toBeDefined();
  });

  it('shows the message of a submit attempt on an empty field', () => {
    render(<IbanField site="de" name="iban" error="Bitte geben Sie Ihre IBAN an." />);
    expect(screen.getByText('Bitte geben Sie Ihre IBAN an.')).toBeDefined();
  });
});

describe('IbanField after a refused submit', () => {
  it('judges every keystroke, so the message goes once the IBAN is right', () => {
    render(<IbanField site="de" name="iban" error="Die IBAN hat nicht die richtige Länge für ihr Land." />);
    type('DE89 3704');
    expect(screen.getByText('Die IBAN hat nicht die richtige Länge für ihr Land.')).toBeDefined();
    type('DE89 3704 0044 0532 0130 00');
    expect(screen.queryByText(/richtige Länge/)).toBeNull();
  });
});
