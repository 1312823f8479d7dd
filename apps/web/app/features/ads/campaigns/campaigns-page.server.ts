import {
  type AdvertRowOutput,
  type CampaignOutput,
  type CampaignRowOutput,
  type SlotRowOutput,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listAdverts,
  listCampaigns,
  listSlots,
  saveCampaign,
} from '@fuel/api-client';
import { type CountryId, isCountryId } from '@fuel/domain';
import type { CampaignPhase } from '@fuel/domain/ads';
import type { RouterContextProvider } from 'react-router';
import { refusedPage } from '../../back-office/index.server';
import {
  type AdFormActionData,
  adAdminRequest,
  adRecordAction,
  doneTextOf,
  recordIdOf,
} from '../slots-admin/ad-admin.server';
import {
  type CampaignFieldErrors,
  type CampaignFormValues,
  campaignApiErrors,
  campaignFormValues,
  campaignFormValuesOf,
  campaignInputOf,
  newCampaignFormValues,
} from './campaign-form.util';
import { CAMPAIGN_PHASES } from './campaign-phase.constant';
import {
  CAMPAIGN_DONE_QUERY,
  CAMPAIGN_DONE_TEXTS,
  CAMPAIGNS_PATH,
  NEW_CAMPAIGN_ID,
  campaignPath,
} from './campaigns-paths.constant';

type Context = Readonly<RouterContextProvider>;

export interface CampaignListData {
  readonly countryId: CountryId | null;
  readonly phase: CampaignPhase | null;
  readonly campaigns: readonly CampaignRowOutput[];
  readonly notice: string | null;
}

export interface CampaignEditData {
  /** Null for a new campaign. */
  readonly campaignId: number | null;
  readonly values: CampaignFormValues;
  /** The saved campaign's phase and figures; null for a new one. */
  readonly campaign: CampaignOutput | null;
  /** What the form offers to choose. */
  readonly adverts: readonly AdvertRowOutput[];
  readonly slots: readonly SlotRowOutput[];
  readonly notice: string | null;
}

export type CampaignActionData = AdFormActionData<CampaignFormValues, CampaignFieldErrors>;

/** `/support/campaigns`: the campaigns, filtered by site and phase (`?countryId=1&phase=running`). */
export async function loadCampaignList(request: Request, context: Context): Promise<CampaignListData> {
  const { headers, client } = adAdminRequest(request, context);
  const params = new URL(request.url).searchParams;
  const site = Number(params.get('countryId'));
  const countryId = isCountryId(site) ? site : null;
  const phase = CAMPAIGN_PHASES.find((p) => p === params.get('phase')) ?? null;
  const result = await listCampaigns({
    client,
    headers,
    query: { ...(countryId && { countryId }), ...(phase && { phase }) },
  });
  if (!result.data) refusedPage(result.response?.status);
  return {
    countryId,
    phase,
    campaigns: result.data.items,
    notice: doneTextOf(params, CAMPAIGN_DONE_QUERY, CAMPAIGN_DONE_TEXTS),
  };
}

/** `/support/campaigns/{campaignId|create}`: the form, with the adverts and slots to choose from. */
export async function loadCampaignEdit(
  request: Request,
  context: Context,
  param: string | undefined,
): Promise<CampaignEditData> {
  const { headers, client, site } = adAdminRequest(request, context);
  const campaignId = recordIdOf(param, NEW_CAMPAIGN_ID);
  const [campaign, adverts, slots] = await Promise.all([
    campaignId === null ? null : getCampaign({ client, headers, path: { campaignId } }),
    listAdverts({ client, headers }),
    listSlots({ client, headers }),
  ]);
  if (campaign && !campaign.data) refusedPage(campaign.response?.status);
  if (!adverts.data) refusedPage(adverts.response?.status);
  if (!slots.data) refusedPage(slots.response?.status);
  const saved = campaign?.data ?? null;
  return {
    campaignId,
    values: saved ? campaignFormValuesOf(saved, site.countryId) : newCampaignFormValues(site.countryId),
    campaign: saved,
    adverts: adverts.data.items,
    slots: slots.data.items,
    notice: doneTextOf(new URL(request.url).searchParams, CAMPAIGN_DONE_QUERY, CAMPAIGN_DONE_TEXTS),
  };
}

/** The campaign form's `save` and `delete`, with or without JavaScript. */
export function campaignAction(request: Request, context: Context, param: string | undefined) {
  return adRecordAction(request, context, param, {
    newId: NEW_CAMPAIGN_ID,
    listPath: CAMPAIGNS_PATH,
    recordPath: campaignPath,
    doneQuery: CAMPAIGN_DONE_QUERY,
    valuesOf: campaignFormValues,
    inputOf: campaignInputOf,
    apiErrors: campaignApiErrors,
    create: (call, body) => createCampaign({ ...call, body }),
    save: (call, campaignId, body) => saveCampaign({ ...call, path: { campaignId }, body }),
    remove: (call, campaignId) => deleteCampaign({ ...call, path: { campaignId } }),
  });
}
