import { COUNTRIES, type CountryId } from '@fuel/domain';
import type { PublicationState } from '@fuel/domain/content';

export const PUBLICATION_STATE_NAMES: Readonly<Record<PublicationState, string>> = {
  draft: 'Entwurf',
  scheduled: 'Geplant',
  published: 'Veröffentlicht',
  unpublished: 'Zurückgezogen',
};

/** Site names in the order of COUNTRIES ('Deutschland, Schweiz'). */
export function siteNames(countryIds: readonly CountryId[]): string {
  return COUNTRIES.filter((country) => countryIds.includes(country.id))
    .map((country) => country.name)
    .join(', ');
}

export interface TreeRow {
  readonly id: number;
  readonly parentId: number | null;
}

/** How deep each row hangs (0 for a root or a row whose parent the list leaves out). */
export function treeDepths<T extends TreeRow>(rows: readonly T[]): Map<number, number> {
  const parents = new Map(rows.map((row) => [row.id, row.parentId]));
  const depths = new Map<number, number>();
  for (const row of rows) {
    let depth = 0;
    let parent = row.parentId;
    const seen = new Set<number>([row.id]);
    while (parent !== null && parents.has(parent) && !seen.has(parent)) {
      seen.add(parent);
      depth += 1;
      parent = parents.get(parent) ?? null;
    }
    depths.set(row.id, depth);
  }
  return depths;
}
