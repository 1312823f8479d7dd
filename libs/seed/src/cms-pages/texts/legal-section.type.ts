/** A titled block of running text in the legal pages and the info center's guides. */
export interface LegalSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}
