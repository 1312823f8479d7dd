/** Multipart fields skip the NUL check of the JSON body (it runs before the upload is read): checked here. */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
export const CONTROL_MESSAGE = 'Der Text enthält unzulässige Steuerzeichen.';

/** Trimmed text; an empty one means none (null). */
export const trimmedOrNull = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/**
 * A form field's id: empty means none (null), digits a number, anything else stays for the validator to
 * refuse. (Not with @Type(() => Number) beside it: that turns '' into 0 first.)
 */
export const formId = ({ value }: { value: unknown }): unknown => {
  if (value === '') return null;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
};
