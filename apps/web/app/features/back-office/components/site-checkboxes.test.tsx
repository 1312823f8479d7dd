import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteCheckboxes } from './site-checkboxes';

describe('SiteCheckboxes', () => {
  it('offers each site as a checkbox posting its id, the chosen ones checked, the error linked', () => {
    render(<SiteCheckboxes checked={[1, 3]} error="Bitte wählen Sie mindestens eine Website." />);
    const group = screen.getByRole('group', { name: 'Websites' });
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.name, box.value, box.checked])).toEqual([
      ['countryIds', '1', true],
      ['countryIds', '2', false],
      ['countryIds', '3', true],
    ]);
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Bitte wählen Sie mindestens eine Website.',
    );
  });
});
