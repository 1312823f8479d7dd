/** German messages of a form's fields, by field; a field without a message is valid. */
export type FieldErrors = Partial<Record<string, string>>;
