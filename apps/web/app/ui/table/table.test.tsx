import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows.util';
import { Table, type TableColumn } from './table';

interface Dealer {
  readonly id: number;
  readonly name: string;
  readonly price: number | null;
}

const ROWS: Dealer[] = [
  { id: 1, name: 'Öko Brennstoffe', price: 2950 },
  { id: 2, name: 'Adler Heizöl', price: null },
  { id: 3, name: 'Müller Energie', price: 2890 },
];

const COLUMNS: TableColumn<Dealer>[] = [
  { key: 'name', header: 'Händler', label: 'Händler', cell: (row) => row.name, sortValue: (row) => row.name },
  {
    key: 'price',
    header: 'Preis',
    label: 'Preis',
    cell: (row) => row.price ?? '–',
    sortValue: (row) => row.price,
    align: 'end',
  },
];

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('sorts by a column on click, then the other way, and says so with aria-sort', () => {
    render(<Table caption="Händler" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    const header = screen.getByRole('columnheader', { name: /Händler/ });
    expect(header.getAttribute('aria-sort')).toBe('none');

    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Adler Heizöl', 'Müller Energie', 'Öko Brennstoffe']);

    fireEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Öko Brennstoffe', 'Müller Energie', 'Adler Heizöl']);
  });

  it('labels each cell for the stacked phone view', () => {
    render(<Table caption="Händler" columns={COLUMNS} rows={ROWS} rowKey={(row) => row.id} />);
    expect(screen.getAllByRole('cell')[1]?.getAttribute('data-label')).toBe('Preis');
  });
});

describe('sortRows', () => {
  it('orders numbers by value and puts rows without a value last', () => {
    expect(sortRows(ROWS, (row) => row.price, 'ascending').map((row) => row.id)).toEqual([3, 1, 2]);
    expect(sortRows(ROWS, (row) => row.price, 'descending').map((row) => row.id)).toEqual([1, 3, 2]);
  });
});
