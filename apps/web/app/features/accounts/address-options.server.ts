import type { RouterContextProvider } from 'react-router';
import { prefetchAndDehydrate } from '../../lib/query/prefetch.util';
import { addressOptionsQuery } from './queries';

/**
 * The salutations and titles of the account forms in the request's query cache, dehydrated for the page:
 * the selects are complete in the server-rendered form (without JavaScript too). A failure leaves them
 * empty and the browser loads them.
 */
export function dehydratedAddressOptions(context: Readonly<RouterContextProvider>) {
  return prefetchAndDehydrate(context, (client, api) => client.prefetchQuery(addressOptionsQuery(api)));
}
