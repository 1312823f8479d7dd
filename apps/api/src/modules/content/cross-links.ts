/** What a site path is, as far as cross-links care; anything else has no related links. */
export type LinkedPage =
  | { kind: 'root'; section: Section }
  | { kind: 'state'; section: Section; state: string }
  | { kind: 'county'; section: 'prices'; state: string; county: string }
  | { kind: 'place'; section: Section; state: string; zipCode: string };

export type Section = 'prices' | 'dealers';

const SECTIONS: Readonly<Record<string, Section>> = { heizoelpreise: 'prices', heizoelhaendler: 'dealers' };
const ZIP = /^\d{4,5}$/;
const ID = /^\d{1,9}$/;
const SLUG = /^[a-z0-9-]+$/;

/**
 * Reads the price and dealer paths of spec 1 §2: /heizoelpreise/{state}/{countyOrZip?}/{zip?} and
 * /heizoelhaendler/{state?}/{zip?}[/{dealerId} | /{branchId}/{dealerId}]. Dealer and branch pages link
 * like the list of their postal code.
 */
export function parseLinkedPath(path: string): LinkedPage | undefined {
  const [first, state, third, fourth, fifth, ...rest] = path.split('/').filter(Boolean);
  const section = first ? SECTIONS[first] : undefined;
  if (!section || rest.length > 0) return undefined;
  if (state === undefined) return { kind: 'root', section };
  if (!SLUG.test(state)) return undefined;
  if (third === undefined) return { kind: 'state', section, state };
  if (section === 'prices') {
    if (fifth !== undefined) return undefined;
    if (fourth === undefined && ZIP.test(third)) return { kind: 'place', section, state, zipCode: third };
    if (!SLUG.test(third)) return undefined;
    if (fourth === undefined) return { kind: 'county', section, state, county: third };
    return ZIP.test(fourth) ? { kind: 'place', section, state, zipCode: fourth } : undefined;
  }
  const ids = [fourth, fifth].filter((id) => id !== undefined);
  if (!ZIP.test(third) || !ids.every((id) => ID.test(id))) return undefined;
  return { kind: 'place', section, state, zipCode: third };
}
