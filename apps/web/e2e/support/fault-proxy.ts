import { type IncomingHttpHeaders, createServer, request as forward } from 'node:http';

/** A request that reached the API through the proxy, or was answered by a fault instead. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** The status it was answered with (the API's, or the fault's). */
  status?: number;
}

/** An API call answered by the proxy instead of the API. */
export interface Fault {
  /** The web server hands its request's id to its API calls: a fault hits only the requests a test marks. */
  readonly requestIdPrefix: string;
  readonly path: RegExp;
  readonly status: number;
  readonly body: string;
}

export interface FaultProxy {
  readonly url: string;
  readonly seen: SeenRequest[];
  close(): Promise<void>;
}

/**
 * Stands between a web server and the API: passes every request on and records it, except the calls a fault
 * matches, which it answers itself (an API in trouble, as the web server would meet it).
 */
export async function startFaultProxy(apiUrl: string, faults: readonly Fault[]): Promise<FaultProxy> {
  const target = new URL(apiUrl);
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const entry: SeenRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: body.toString('utf8'),
      };
      seen.push(entry);
      const requestId = String(req.headers['x-request-id'] ?? '');
      const fault = faults.find(
        ({ requestIdPrefix, path }) => requestId.startsWith(requestIdPrefix) && path.test(entry.url),
      );
      if (fault) {
        entry.status = fault.status;
        res.writeHead(fault.status, { 'Content-Type': 'application/json' }).end(fault.body);
        return;
      }
      const upstream = forward(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
        },
        (answer) => {
          entry.status = answer.statusCode;
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fault proxy has no TCP port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    seen,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
