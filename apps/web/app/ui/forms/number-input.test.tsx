import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../lib/site/site-provider';
import { testSite } from '../../test/render-with-providers';
import { Field } from '../field/field';
import { NumberInput } from './number-input';

function renderInput(code: 'de' | 'at' | 'ch', onValueChange = vi.fn()) {
  render(
    <SiteProvider site={testSite(code)}>
      <form aria-label="Rechner">
        <Field label="Menge">
          <NumberInput name="amount" defaultValue={3000} onValueChange={onValueChange} />
        </Field>
      </form>
    </SiteProvider>,
  );
  return screen.getByLabelText<HTMLInputElement>('Menge');
}

describe('NumberInput', () => {
  it('shows the value in the site format and posts it under its name', () => {
    const input = renderInput('ch');
    expect(input.value).toBe("3'000");
    const form = screen.getByRole<HTMLFormElement>('form');
    expect(new FormData(form).get('amount')).toBe("3'000");
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('reports the parsed value while typing and formats on leaving the field', () => {
    const onValueChange = vi.fn();
    const input = renderInput('de', onValueChange);
    fireEvent.change(input, { target: { value: '4500' } });
    expect(onValueChange).toHaveBeenLastCalledWith(4500, '4500');
    expect(input.value).toBe('4500');
    fireEvent.blur(input);
    expect(input.value).toBe('4.500');
  });

  it('keeps text that is no number as typed, reporting null', () => {
    const onValueChange = vi.fn();
    const input = renderInput('de', onValueChange);
    fireEvent.change(input, { target: { value: '4,5,' } });
    fireEvent.blur(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null, '4,5,');
    expect(input.value).toBe('4,5,');
  });
});
