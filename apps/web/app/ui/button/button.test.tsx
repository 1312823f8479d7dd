import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button unless told to submit', () => {
    render(<Button>Weiter</Button>);
    expect(screen.getByRole('button', { name: 'Weiter' }).getAttribute('type')).toBe('button');
  });

  it('ignores clicks while loading, stays focusable and says it is busy', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading loadingText="Wird gesendet …" onClick={onClick}>
          Bestellen
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Wird gesendet …' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders a link with the button look', () => {
    render(
      <MemoryRouter>
        <Button asChild variant="secondary">
          <Link to="/heizoel/angebotsliste">Anderes Angebot wählen</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Anderes Angebot wählen' });
    expect(link.getAttribute('href')).toBe('/heizoel/angebotsliste');
    expect(link.hasAttribute('type')).toBe(false);
  });
});
