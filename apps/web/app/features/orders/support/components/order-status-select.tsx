import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@fuel/domain';
import { Field, Select } from '../../../../ui';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

/** The `status` select of a back-office order filter (order search, export); empty for every status. */
export function OrderStatusSelect({ defaultValue }: { readonly defaultValue: string | undefined }) {
  return (
    <Field label="Status">
      <Select name="status" defaultValue={defaultValue ?? ''} placeholder="Alle" options={STATUS_OPTIONS} />
    </Field>
  );
}
