import { type CmsContentBlockOutput, listCmsContentBlocks, saveCmsContentBlock } from '@fuel/api-client';
import { type CountryId, isCountryId } from '@fuel/domain';
import { type ContentBlockKey, isContentBlockKey } from '@fuel/domain/content';
import { type RouterContextProvider, data, redirect } from 'react-router';
import { apiClientContext } from '../../../lib/api/api-client.context';
import { errorText, fieldMessageOf } from '../../../lib/errors/api-error.util';
import { siteContext } from '../../../lib/site/site.context';
import { pageAddressOf } from '../../accounts';
import { backOfficeHeaders, refusedPage } from '../../back-office/index.server';
import { blockAnchor } from './block-anchor.util';

type Context = Readonly<RouterContextProvider>;

const FAILED = 'Das hat leider nicht geklappt. Bitte versuchen Sie es erneut.';
/** The address's note of what was just done (post/redirect/get). */
export const BLOCK_NOTICE_PARAMS = { saved: 'gespeichert', reset: 'zurueckgesetzt' } as const;

export interface BlocksPageData {
  readonly countryId: CountryId;
  readonly blocks: readonly CmsContentBlockOutput[];
  readonly notice: string | null;
}

/** A refused save: the block, the German reason and what the editor typed (kept in the form). */
export interface BlocksActionResult {
  readonly key: ContentBlockKey | null;
  readonly error: string;
  readonly value: string;
}

/** The chosen site (`countryId` of the address or form), else the site the back office is opened on. */
function siteOf(value: string | null, context: Context): CountryId {
  const id = Number(value);
  return isCountryId(id) ? id : context.get(siteContext).countryId;
}

/** `/support/cms/content/edit`: the blocks of the chosen site, with the note of the last save. */
export async function loadBlocksPage(request: Request, context: Context): Promise<BlocksPageData> {
  const headers = backOfficeHeaders(request, context);
  const params = new URL(request.url).searchParams;
  const countryId = siteOf(params.get('countryId'), context);
  const result = await listCmsContentBlocks({
    client: context.get(apiClientContext),
    headers,
    query: { countryId },
  });
  if (!result.data) refusedPage(result.response?.status);
  const blocks = result.data.items;
  const saved = blocks.find((b) => b.key === params.get(BLOCK_NOTICE_PARAMS.saved));
  const reset = blocks.find((b) => b.key === params.get(BLOCK_NOTICE_PARAMS.reset));
  let notice: string | null = null;
  if (saved) notice = `„${saved.name}“ gespeichert: Die Website zeigt den neuen Text.`;
  if (reset) notice = `„${reset.name}“ zeigt wieder den Standardtext.`;
  return { countryId, blocks, notice };
}

/** "Speichern" and "Standardtext verwenden" of each block post here, with or without JavaScript. */
export async function blocksAction(request: Request, context: Context) {
  const headers = backOfficeHeaders(request, context);
  const form = await request.formData();
  const countryId = siteOf(String(form.get('countryId') ?? ''), context);
  const key = String(form.get('key') ?? '');
  if (!isContentBlockKey(key)) {
    return data<BlocksActionResult>(
      { key: null, error: 'Diesen Textbaustein gibt es nicht.', value: '' },
      { status: 400 },
    );
  }
  const reset = form.get('intent') === 'reset';
  const value = reset ? '' : String(form.get('value') ?? '');
  const result = await saveCmsContentBlock({
    client: context.get(apiClientContext),
    headers,
    path: { countryId, key },
    body: { value },
  });
  if (!result.data) {
    const status = result.response?.status;
    if (status === 401 || status === 403) refusedPage(status);
    const error = fieldMessageOf(result.error, 'value') ?? errorText(result.error, FAILED);
    return data<BlocksActionResult>({ key, error, value }, { status: status ?? 502 });
  }
  const page = new URL(pageAddressOf(request), request.url);
  page.search = new URLSearchParams({
    countryId: String(countryId),
    [result.data.isDefault ? BLOCK_NOTICE_PARAMS.reset : BLOCK_NOTICE_PARAMS.saved]: key,
  }).toString();
  return redirect(`${page.pathname}${page.search}#${blockAnchor(key)}`);
}
