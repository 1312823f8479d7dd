import {
  type SlotOutput,
  type SlotPreviewItemOutput,
  type SlotRowOutput,
  createSlot,
  deleteSlot,
  getSlot,
  listSlots,
  previewSlot,
  saveSlot,
} from '@fuel/api-client';
import type { CountryId } from '@fuel/domain';
import type { RouterContextProvider } from 'react-router';
import { errorText } from '../../../lib/errors/api-error.util';
import { refusedPage } from '../../back-office/index.server';
import {
  type AdFormActionData,
  adAdminRequest,
  adRecordAction,
  doneTextOf,
  recordIdOf,
} from './ad-admin.server';
import {
  type SlotFieldErrors,
  type SlotFormValues,
  newSlotFormValues,
  previewQueryOf,
  slotApiErrors,
  slotFormValues,
  slotFormValuesOf,
  slotInputOf,
} from './slot-form.util';
import { NEW_SLOT_ID, SLOT_DONE_QUERY, SLOT_DONE_TEXTS, SLOTS_PATH, slotPath } from './slots-paths.constant';

type Context = Readonly<RouterContextProvider>;

export interface SlotListData {
  readonly slots: readonly SlotRowOutput[];
  readonly notice: string | null;
}

/** What the slot offers a site and postal code (the preview form's answer). */
export interface SlotPreviewData {
  readonly countryId: CountryId;
  readonly zipCode: string;
  /** Null when the preview could not be made: then `error` says why. */
  readonly items: readonly SlotPreviewItemOutput[] | null;
  readonly error: string | null;
}

export interface SlotEditData {
  /** Null for a new slot. */
  readonly slotId: number | null;
  readonly values: SlotFormValues;
  /** The saved slot (its campaigns); null for a new one. */
  readonly slot: SlotOutput | null;
  readonly preview: SlotPreviewData | null;
  readonly notice: string | null;
}

export type SlotActionData = AdFormActionData<SlotFormValues, SlotFieldErrors>;

/** `/support/slots`: every slot, by key. */
export async function loadSlotList(request: Request, context: Context): Promise<SlotListData> {
  const { headers, client } = adAdminRequest(request, context);
  const result = await listSlots({ client, headers });
  if (!result.data) refusedPage(result.response?.status);
  return {
    slots: result.data.items,
    notice: doneTextOf(new URL(request.url).searchParams, SLOT_DONE_QUERY, SLOT_DONE_TEXTS),
  };
}

/**
 * `/support/slots/{slotId|create}`: the form; for a saved slot with `?countryId=…&zipCode=…` (the preview
 * form, a GET) also what it offers there now.
 */
export async function loadSlotEdit(
  request: Request,
  context: Context,
  param: string | undefined,
): Promise<SlotEditData> {
  const { headers, client } = adAdminRequest(request, context);
  const slotId = recordIdOf(param, NEW_SLOT_ID);
  const params = new URL(request.url).searchParams;
  const notice = doneTextOf(params, SLOT_DONE_QUERY, SLOT_DONE_TEXTS);
  if (slotId === null) return { slotId, values: newSlotFormValues(), slot: null, preview: null, notice };
  const query = previewQueryOf(params);
  const [slot, preview] = await Promise.all([
    getSlot({ client, headers, path: { slotId } }),
    query && !query.zipError
      ? previewSlot({
          client,
          headers,
          path: { slotId },
          query: { countryId: query.countryId, ...(query.zipCode && { zipCode: query.zipCode }) },
        })
      : null,
  ]);
  if (!slot.data) refusedPage(slot.response?.status);
  return {
    slotId,
    values: slotFormValuesOf(slot.data),
    slot: slot.data,
    preview: query && {
      countryId: query.countryId,
      zipCode: query.zipCode,
      items: preview?.data?.items ?? null,
      error:
        query.zipError ??
        (preview?.data ? null : errorText(preview?.error, 'Die Vorschau ließ sich nicht laden.')),
    },
    notice,
  };
}

/** The slot form's `save` and `delete`, with or without JavaScript. */
export function slotAction(request: Request, context: Context, param: string | undefined) {
  return adRecordAction(request, context, param, {
    newId: NEW_SLOT_ID,
    listPath: SLOTS_PATH,
    recordPath: slotPath,
    doneQuery: SLOT_DONE_QUERY,
    valuesOf: slotFormValues,
    inputOf: slotInputOf,
    apiErrors: slotApiErrors,
    create: (call, body) => createSlot({ ...call, body }),
    save: (call, slotId, body) => saveSlot({ ...call, path: { slotId }, body }),
    remove: (call, slotId) => deleteSlot({ ...call, path: { slotId } }),
  });
}
