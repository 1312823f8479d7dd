import {
  type CountryId,
  type OptionDefinition,
  type OptionGroupKey,
  optionById,
  optionGroupsFor,
  optionOfferedOnSite,
  type ProductGroupId,
} from '@fuel/domain';
import type { StoredGroupOverride } from '@fuel/db';

export interface SiteOption {
  readonly definition: OptionDefinition;
  readonly label: string;
  readonly description: string;
  readonly offered: boolean;
  /** A branch that does not deliver it is not listed for the site and product group (see requiredOptionIds). */
  readonly requiredForListing: boolean;
  /** The back office changed whether it is offered or required, its label or its description. */
  readonly overridden: boolean;
}

/** One option group of a site and product group: the code catalogue with the stored overrides laid over it. */
export interface SiteOptionGroup {
  readonly id: number;
  readonly key: OptionGroupKey;
  readonly label: string;
  /** A group that is not offered is hidden in the calculator; calculations use its default. */
  readonly offered: boolean;
  readonly defaultOptionId: number;
  readonly codeDefaultOptionId: number;
  readonly overridden: boolean;
  readonly options: readonly SiteOption[];
  /** Options a calculation may select: the offered ones, only the default in a hidden group. */
  readonly selectableOptionIds: readonly number[];
}

/** A site's option catalogue with what calculations derive from it, built once per market snapshot. */
export interface SiteCatalogue {
  readonly groups: readonly SiteOptionGroup[];
  /** Options every listed branch must deliver (OfferRequest.requiredOptionIds). */
  readonly requiredOptionIds: readonly number[];
}

/** The option catalogue of a site and product group; without overrides, the code catalogue. */
export function siteOptionGroups(
  countryId: CountryId,
  productGroupId: ProductGroupId,
  overrides: readonly StoredGroupOverride[] = [],
): SiteOptionGroup[] {
  return optionGroupsFor(productGroupId).map((group) => {
    const stored = overrides.find((o) => o.groupId === group.id);
    const options = group.optionIds.flatMap((id): SiteOption[] => {
      const definition = optionById(id);
      if (!definition || !optionOfferedOnSite(id, countryId)) return [];
      const own = stored?.options.find((o) => o.optionId === id);
      const offered = own?.offered ?? true;
      const requiredForListing = own?.requiredForListing === true;
      return [
        {
          definition,
          label: own?.label ?? definition.label,
          description: own?.description ?? definition.description,
          offered,
          requiredForListing,
          overridden: !offered || requiredForListing || own?.label != null || own?.description != null,
        },
      ];
    });
    const defaultOptionId = stored?.defaultOptionId ?? group.defaultOptionId;
    const offered = stored?.offered ?? true;
    const selectableOptionIds = offered
      ? options.filter((o) => o.offered).map((o) => o.definition.id)
      : [defaultOptionId];
    return {
      id: group.id,
      key: group.key,
      label: group.label,
      offered,
      defaultOptionId,
      codeDefaultOptionId: group.defaultOptionId,
      overridden: !offered || defaultOptionId !== group.defaultOptionId || options.some((o) => o.overridden),
      options,
      selectableOptionIds,
    };
  });
}

/** The catalogue of a site and product group with its requirements for listing. */
export function siteCatalogue(
  countryId: CountryId,
  productGroupId: ProductGroupId,
  overrides?: readonly StoredGroupOverride[],
): SiteCatalogue {
  const groups = siteOptionGroups(countryId, productGroupId, overrides);
  return { groups, requiredOptionIds: requiredOptionIds(groups) };
}

/**
 * The options every listed branch must deliver: those the back office marked required in offered groups.
 * A requirement on an option or group hidden later is not applied (saving refuses that combination).
 */
export function requiredOptionIds(groups: readonly SiteOptionGroup[]): number[] {
  return groups.flatMap((group) =>
    group.offered
      ? group.options.filter((o) => o.offered && o.requiredForListing).map((o) => o.definition.id)
      : [],
  );
}

/**
 * Checks overrides against the code catalogue of the site and product group and keeps only what differs
 * from it (a label equal to the code's is stored as null, a requirement only when set). Returns German
 * problems for ids the catalogue does not know, a default that is not offered and a required option that is
 * not offered (itself or its group).
 */
export function normalizeOverrides(
  countryId: CountryId,
  productGroupId: ProductGroupId,
  input: readonly StoredGroupOverride[],
): { ok: true; groups: StoredGroupOverride[] } | { ok: false; problems: string[] } {
  const code = siteOptionGroups(countryId, productGroupId);
  const problems: string[] = [];
  const groups: StoredGroupOverride[] = [];
  const seen = new Set<number>();
  for (const entry of input) {
    const group = code.find((g) => g.id === entry.groupId);
    if (!group) {
      problems.push(`Die Optionsgruppe ${entry.groupId} gibt es für diese Produktgruppe nicht.`);
      continue;
    }
    if (seen.has(group.id)) {
      problems.push(`Die Optionsgruppe „${group.label}“ ist doppelt angegeben.`);
      continue;
    }
    seen.add(group.id);
    const options = [];
    for (const option of entry.options) {
      const known = group.options.find((o) => o.definition.id === option.optionId);
      if (!known) {
        problems.push(`Die Option ${option.optionId} gibt es in der Gruppe „${group.label}“ nicht.`);
        continue;
      }
      const label = option.label?.trim() || null;
      const description = option.description?.trim() ?? null;
      const required = option.requiredForListing === true;
      if (required && !option.offered) {
        problems.push(
          `Die Option „${known.definition.label}“ kann nur Pflicht für die Listung sein, wenn sie angeboten wird.`,
        );
      } else if (required && !entry.offered) {
        problems.push(
          `Die Option „${known.definition.label}“ kann nur Pflicht für die Listung sein, wenn die Gruppe „${group.label}“ angeboten wird.`,
        );
      }
      options.push({
        optionId: option.optionId,
        offered: option.offered,
        label: label === known.definition.label ? null : label,
        description: description === known.definition.description ? null : description,
        ...(required ? { requiredForListing: true } : {}),
      });
    }
    const defaultOption = group.options.find((o) => o.definition.id === entry.defaultOptionId);
    if (!defaultOption) {
      problems.push(
        `Die Standardoption ${entry.defaultOptionId} gibt es in der Gruppe „${group.label}“ nicht.`,
      );
    } else if (options.find((o) => o.optionId === entry.defaultOptionId)?.offered === false) {
      problems.push(`Die Standardoption der Gruppe „${group.label}“ muss angeboten werden.`);
    }
    groups.push({
      groupId: group.id,
      offered: entry.offered,
      defaultOptionId: entry.defaultOptionId,
      options,
    });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, groups };
}
