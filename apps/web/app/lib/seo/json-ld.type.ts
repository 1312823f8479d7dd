/** A JSON-LD value as it crosses the loader boundary (plain JSON, serialisable). */
export type JsonLdValue = string | number | boolean | null | JsonLdObject | readonly JsonLdValue[];

export interface JsonLdObject {
  readonly [key: string]: JsonLdValue | undefined;
}
