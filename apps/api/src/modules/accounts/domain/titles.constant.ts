/** Salutations (Title1) and academic titles (Title2) offered by the address forms. */
export const TITLE1_VALUES = ['Herr', 'Frau', 'Divers'] as const;
export const TITLE2_VALUES = ['Dr.', 'Prof.', 'Prof. Dr.'] as const;
export type Title1 = (typeof TITLE1_VALUES)[number];
export type Title2 = (typeof TITLE2_VALUES)[number];
