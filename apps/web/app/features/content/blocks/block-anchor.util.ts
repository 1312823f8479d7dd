/** The anchor of a block's form on the edit page (`block-home-hero-title`): a save comes back to it. */
export function blockAnchor(key: string): string {
  return `block-${key.replaceAll('.', '-')}`;
}
