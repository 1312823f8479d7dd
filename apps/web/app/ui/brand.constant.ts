/** Shown as logo text and in page titles until the brand assets land. */
export const BRAND_NAME = 'Heizöl-Marktplatz';
