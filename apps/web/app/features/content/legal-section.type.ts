/** A titled block of running text in the legal pages (terms, privacy notice). */
export interface LegalSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
}
