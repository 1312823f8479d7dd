import { useId } from 'react';
import { OFFER_SORT_LABELS, type OfferSort, isOfferSort } from '../offer-sort.util';

interface OfferSortControlProps {
  readonly value: OfferSort;
  readonly onChange: (sort: OfferSort) => void;
}

export function OfferSortControl({ value, onChange }: OfferSortControlProps) {
  const id = useId();
  return (
    <div className="offer-sort">
      <label htmlFor={id}>Sortieren nach</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isOfferSort(event.target.value)) onChange(event.target.value);
        }}
      >
        {Object.entries(OFFER_SORT_LABELS).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
