import { useId } from 'react';
import { OFFER_SORT_LABELS, type OfferSort, isOfferSort } from '../offer-sort.util';
import { Select } from '../../../ui';
import styles from './offer-sort.module.css';

interface OfferSortControlProps {
  readonly value: OfferSort;
  readonly onChange: (sort: OfferSort) => void;
}

export function OfferSortControl({ value, onChange }: OfferSortControlProps) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>Sortieren nach</label>
      <Select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          if (isOfferSort(event.target.value)) onChange(event.target.value);
        }}
        options={Object.entries(OFFER_SORT_LABELS).map(([sort, label]) => ({ value: sort, label }))}
      />
    </div>
  );
}
