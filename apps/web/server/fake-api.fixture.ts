import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';

export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** The port a server listens on once it does. */
export async function listeningPort(server: Server): Promise<number> {
  if (!server.listening) await new Promise((listening) => server.once('listening', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
  return address.port;
}

export interface FakeApi {
  readonly url: string;
  readonly received: ReceivedRequest[];
  close(): Promise<void>;
}

/**
 * A stand-in for the API on a free port: records every request and answers with the status `answer` gives;
 * `hang` never answers (an API that stopped responding).
 */
export async function startFakeApi(answer: number | 'hang' = 204): Promise<FakeApi> {
  const received: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (answer !== 'hang') res.writeHead(answer).end();
    });
  });
  server.listen(0, '127.0.0.1');
  const port = await listeningPort(server);
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
