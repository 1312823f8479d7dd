import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
  isRouteErrorResponse,
} from 'react-router';
import { isFailureRecorder } from '../server/failure-recorder';
import { ApiClientProvider } from './lib/api/api-client-provider';
import { apiClientContext } from './lib/api/api-client.context';
import { contentSecurityPolicy } from './lib/security/security-headers.util';
import { etagMatches, htmlEtag, isPublicResponse, personalizeCacheControl } from './lib/seo/page-cache.util';

/** How long deferred data may stream before the render is aborted. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Response | Promise<Response> {
  // A fresh nonce per response for every inline script (React Router's context and data, React's
  // streaming); the Vite dev server's own scripts get a relaxed policy instead.
  const nonce = randomBytes(16).toString('base64');
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy({ nonce, development: import.meta.env.DEV }),
  );
  personalizeCacheControl(responseHeaders, request);

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // A shared-cacheable page is rendered whole, so it gets an ETag and a revalidation can answer 304.
  const withEtag = responseStatusCode === 200 && isPublicResponse(responseHeaders);

  return new Promise((resolve, reject) => {
    let statusCode = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document in one go; browsers get the shell first and stream the rest.
    const readyEvent: keyof RenderToPipeableStreamOptions =
      withEtag || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      // Components render with the request's API client (a suspense query fetches on the server with it).
      <ApiClientProvider client={loadContext.get(apiClientContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ApiClientProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          if (withEtag) {
            resolve(bufferedWithEtag(body, request, responseHeaders, () => statusCode));
            return;
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: statusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          statusCode = 500;
          // Errors before the shell are rejected above and logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/** Data requests (client navigations) follow the same cache rules as the page they load. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  personalizeCacheControl(response.headers, request);
  return response;
};

/**
 * A loader's, an action's or the render's error: logged as React Router would, and noted in server.ts's load
 * context, so that the 5xx report of the request carries its message and stack. A request the client
 * aborted is neither.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router's own 4xx (no route, no action) carry the error that explains them.
  const cause = isRouteErrorResponse(error) && 'error' in error && error.error ? error.error : error;
  console.error(cause);
  if (isFailureRecorder(context)) context.recordFailure(cause);
};

/** The whole page with its ETag, or 304 when the client already holds it. */
async function bufferedWithEtag(
  body: PassThrough,
  request: Request,
  headers: Headers,
  status: () => number,
): Promise<Response> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  if (status() !== 200) return new Response(html, { headers, status: status() });
  const etag = htmlEtag(html);
  headers.set('ETag', etag);
  if (etagMatches(request.headers.get('If-None-Match'), etag)) {
    headers.delete('Content-Type');
    // The stored page carries the nonces of its first response; a new policy would block its scripts,
    // so the 304 leaves the stored one in place.
    headers.delete('Content-Security-Policy');
    return new Response(null, { headers, status: 304 });
  }
  return new Response(html, { headers, status: 200 });
}
