import { createContext, useContext } from 'react';
import { describedBy } from './field-messages';

/** What a Field tells the control inside it: its id and the ids describing it. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: true;
  readonly required?: boolean;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

type AriaInvalid = boolean | 'true' | 'false' | 'grammar' | 'spelling';

interface OwnControlProps {
  readonly id?: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: AriaInvalid;
  readonly required?: boolean;
}

/**
 * The id and aria wiring of the surrounding Field, merged under the control's own props (an explicit id or
 * aria-describedby on the control wins, the field's description ids are kept).
 */
export function useFieldControl(own: OwnControlProps): OwnControlProps {
  const field = useContext(FieldContext);
  if (!field) return own;
  return {
    id: own.id ?? field.id,
    'aria-describedby': describedBy(field['aria-describedby'], own['aria-describedby']),
    'aria-invalid': own['aria-invalid'] ?? field['aria-invalid'],
    required: own.required ?? field.required,
  };
}
