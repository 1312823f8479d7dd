import type { DealerStateOutput } from '@fuel/api-client';
import { dealerListPath } from '@fuel/domain';
import type { Crumb } from '../content';

interface PlacedPage {
  readonly State: DealerStateOutput;
  readonly ZipCode: string;
  readonly City: string;
  readonly Name: string;
}

/** Directory › state › postal code and place › the dealer or branch itself. */
export function dealerCrumbs(page: PlacedPage): Crumb[] {
  const state = page.State.FriendlyName;
  return [
    { label: 'Heizölhändler', path: dealerListPath() },
    { label: page.State.Name, path: dealerListPath(state) },
    { label: `${page.ZipCode} ${page.City}`, path: dealerListPath(state, page.ZipCode) },
    { label: page.Name },
  ];
}
