import { AD_LIMITS, SLOT_TYPES, SLOT_TYPE_IDS, type SlotTypeId, slotTypeById } from '@fuel/domain/ads';
import { useState } from 'react';
import { Field, Select, TextInput } from '../../../../ui';
import type { SlotFieldErrors, SlotFormValues } from '../slot-form.util';
import styles from './ad-admin.module.css';

const TYPE_OPTIONS = SLOT_TYPES.map((type) => ({
  value: String(type.id),
  label: `${type.name} (${type.width} × ${type.height})`,
}));

function sizeText(typeId: SlotTypeId, side: 'width' | 'height'): string {
  return String(slotTypeById(typeId)?.[side] ?? '');
}

/**
 * The slot's type and size. An empty size is the type's (the action fills it in; the fields show it as
 * their placeholder, so a new slot starts at its type's size with or without JavaScript). With JavaScript,
 * choosing another type moves a size still at the old type's along.
 */
export function SlotSizeFields({
  values,
  errors,
}: {
  readonly values: SlotFormValues;
  readonly errors: SlotFieldErrors;
}) {
  const [typeId, setTypeId] = useState(values.slotTypeId);
  const [width, setWidth] = useState(values.width);
  const [height, setHeight] = useState(values.height);
  const chooseType = (next: SlotTypeId) => {
    if (width === sizeText(typeId, 'width')) setWidth(sizeText(next, 'width'));
    if (height === sizeText(typeId, 'height')) setHeight(sizeText(next, 'height'));
    setTypeId(next);
  };
  const hint = `${AD_LIMITS.sizeMin} bis ${AD_LIMITS.sizeMax} Pixel; leer: die der Art.`;
  return (
    <>
      <Field
        label="Art"
        hint="Bestimmt, auf welchen Seiten der Platz steht, und seine übliche Größe."
        error={errors.slotTypeId}
      >
        <Select
          name="slotTypeId"
          value={String(typeId)}
          onChange={(event) =>
            chooseType(SLOT_TYPE_IDS.find((id) => String(id) === event.target.value) ?? typeId)
          }
          options={TYPE_OPTIONS}
        />
      </Field>
      <div className={styles.row}>
        <Field label="Breite (px)" hint={hint} error={errors.width}>
          <TextInput
            name="width"
            inputMode="numeric"
            value={width}
            placeholder={sizeText(typeId, 'width')}
            onChange={(event) => setWidth(event.target.value)}
            maxLength={5}
          />
        </Field>
        <Field label="Höhe (px)" hint={hint} error={errors.height}>
          <TextInput
            name="height"
            inputMode="numeric"
            value={height}
            placeholder={sizeText(typeId, 'height')}
            onChange={(event) => setHeight(event.target.value)}
            maxLength={5}
          />
        </Field>
      </div>
    </>
  );
}
