/** Multipart fields skip the NUL check of the JSON body (it runs before the upload is read): checked here. */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
export const CONTROL_MESSAGE = 'Der Text enthält unzulässige Steuerzeichen.';

/** Trimmed text; an empty one means none (null). */
export const trimmedOrNull = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/** An empty form field means none. */
export const emptyAsNull = ({ value }: { value: unknown }): unknown => (value === '' ? null : value);
